import { LIMITS } from '@club/validation';
import type { FieldValues } from 'react-hook-form';
import { TextInputField, type TextInputFieldProps } from './TextInputField';
import { upperCase } from './transforms';

type Props<TInput extends FieldValues, TOutput> = Omit<TextInputFieldProps<TInput, TOutput>, 'label' | 'transform' | 'maxLength' | 'autoComplete'>;

/** Spec 1 §5 / spec 2 §5: the 'Codice Fiscale' field, upper-cased as typed, 16 characters. */
export function FiscalCodeField<TInput extends FieldValues, TOutput>(props: Props<TInput, TOutput>) {
  return <TextInputField {...props} label="Codice Fiscale" autoComplete="off" maxLength={LIMITS.fiscalCodeLength} transform={upperCase} />;
}
