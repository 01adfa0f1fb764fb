import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_ERROR_CODES, isErrorCode, REQUEST_ERROR_CODES } from './error-codes';

describe("the API's error codes", () => {
  it('are listed once each', () => {
    expect(new Set(ERROR_CODES).size).toBe(FIELD_ERROR_CODES.length + REQUEST_ERROR_CODES.length);
  });

  it('tell a code of the API from anything else', () => {
    expect(isErrorCode('FORBIDDEN')).toBe(true);
    expect(isErrorCode('PERSISTED_DOCUMENT_REQUIRED')).toBe(true);
    expect(isErrorCode('forbidden')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
