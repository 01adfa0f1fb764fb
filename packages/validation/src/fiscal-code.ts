/**
 * Italian fiscal code (codice fiscale) rules: spec 1 §5 'Fiscal code', spec 2 §5. The check itself
 * (pattern and control character) is `@club/wire` fiscal-code.ts, shared with the upstream contracts.
 */
import { z } from 'zod';
import { isValidFiscalCode } from '@club/wire/fiscal-code';
import { MESSAGES } from './messages';

export { FISCAL_CODE_PATTERN, fiscalCodeControlChar, isValidFiscalCode } from '@club/wire/fiscal-code';

/** Spec 1 §5 / spec 2 §5: profile-completion fiscal code; upper-cased automatically. */
export const fiscalCodeSchema = z
  .string({ error: MESSAGES.invalidFiscalCode })
  .trim()
  .toUpperCase()
  .refine(isValidFiscalCode, { error: MESSAGES.invalidFiscalCode });

/** The fiscal-code form of the profile-completion modals (course start, formative articles). */
export const fiscalCodeFormSchema = z.object({ fiscalCode: fiscalCodeSchema });

export type FiscalCodeFormInput = z.input<typeof fiscalCodeFormSchema>;
