import { describe, expect, it } from 'vitest';
import { welcomeMessageType } from './index';

const clubNames = ['Club Medici', 'Club Infermieri'];

describe('welcome message type (spec 1 §4)', () => {
  it("'order' when a convention order exists, before anything else", () => {
    expect(welcomeMessageType({ conventionOrder: 'ORD-1', cardCode: 'XINF1', productName: 'Club Medici', clubNames })).toBe('order');
  });
  it("'card' when the card code contains INF", () => {
    expect(welcomeMessageType({ cardCode: 'CARD-INF-01', productName: 'Club Medici', clubNames })).toBe('card');
    expect(welcomeMessageType({ conventionOrder: '', cardCode: 'INF', clubNames })).toBe('card');
  });
  it("'product' when the product name is in the club list", () => {
    expect(welcomeMessageType({ cardCode: 'CARD-01', productName: 'Club Infermieri', clubNames })).toBe('product');
  });
  it("'default' otherwise, and before data loads", () => {
    expect(welcomeMessageType({ productName: 'Altro prodotto', clubNames })).toBe('default');
    expect(welcomeMessageType({ conventionOrder: null, cardCode: null, productName: null, clubNames })).toBe('default');
    expect(welcomeMessageType({ conventionOrder: '   ', clubNames: [] })).toBe('default');
    expect(welcomeMessageType({ productName: 'Club Medici', clubNames: [] })).toBe('default');
  });
});
