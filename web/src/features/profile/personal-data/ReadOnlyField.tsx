import { TextField } from '../../../components/ui/TextField';

/** A field shown, never editable here (name and surname disabled, spec 3 §5; e-mail and username never editable, §4). */
export function ReadOnly({ label, value }: { label: string; value: string | null | undefined }) {
  return <TextField label={label} value={value ?? ''} readOnly disabled />;
}
