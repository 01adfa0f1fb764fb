// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { SUPPORT_INTRO, SupportPage } from './SupportPage';

const faq = { __typename: 'FaqItem', id: 'faq-assistenza-1', question: 'Come vi contatto?', answerHtml: '<p>Per e-mail.</p>' };

/** The server's FAQ answer: none for a visitor (policy `listsFaqs`, spec 2 §6), the placement's items for a member. */
const faqs = (items: unknown[]): OperationHandler => () => ({ data: { faqs: items } });

function renderSupport(faqSection: OperationHandler) {
  return renderPage(<SupportPage />, {
    path: '/assistenza',
    url: '/assistenza',
    handlers: {
      FaqSection: faqSection,
      SupportNumber: () => ({ data: { supportNumber: null } }),
      SupportAssistant: () => ({ data: { viewer: { __typename: 'Viewer', canUseAssistantForm: false } } }),
      DefinedLeadForm: () => ({ data: { leadFormDefinition: null } }),
    },
  });
}

afterEach(cleanup);

describe('/assistenza intro (spec 3 §2; visitors get no FAQ, spec 2 §6)', () => {
  it('a visitor, who gets no FAQ, is not invited to read them', async () => {
    const { sent } = renderSupport(faqs([]));
    expect(await screen.findByText(SUPPORT_INTRO.withoutFaqs)).toBeTruthy();
    expect(sent.some((o) => o.operationName === 'FaqSection')).toBe(true);
    expect(document.body.textContent).not.toMatch(/domande frequenti/i);
  });

  it('a member with FAQ items is invited to read them, and they are there', async () => {
    renderSupport(faqs([faq]));
    expect(await screen.findByText(SUPPORT_INTRO.withFaqs)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Domande frequenti' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Come vi contatto?' })).toBeTruthy();
  });
});
