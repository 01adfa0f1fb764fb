// @vitest-environment jsdom
import { loginSchema, MESSAGES, recoverySchema, switchOn, type LoginInput } from '@club/validation';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AnnouncedFieldErrors } from './AnnouncedFieldErrors';
import { Form } from './Form';
import { FormStatus } from './FormStatus';
import { SelectField } from './SelectField';
import { SwitchField } from './SwitchField';
import { TextInputField } from './TextInputField';
import { lowerCase } from './transforms';
import { useSchemaForm } from './useSchemaForm';

afterEach(cleanup);

/** The message an element is described by (the ids of aria-describedby, resolved). */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function LoginForm({ onValid, serverError = null }: { onValid(values: LoginInput): void; serverError?: string | null }) {
  const form = useSchemaForm(loginSchema, { defaultValues: { username: '', password: '' } });
  return (
    <Form form={form} onValid={onValid}>
      <TextInputField control={form.control} name="username" label="E-mail o username" transform={lowerCase} />
      <TextInputField control={form.control} name="password" label="Password" type="password" />
      <AnnouncedFieldErrors control={form.control} fields={['username', 'password']} data-testid="field-errors" />
      <FormStatus message={serverError} />
      <button type="submit">Invia</button>
    </Form>
  );
}

const username = () => screen.getByLabelText('E-mail o username') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;

describe('form kit: text fields', () => {
  it("shows a field's schema message once the member leaves it, marked invalid and described by the message", async () => {
    render(<LoginForm onValid={() => {}} />);
    fireEvent.change(username(), { target: { value: 'abc' } });
    expect(username().getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(username());
    expect(await screen.findByText(MESSAGES.loginUsernameFormat, { selector: '.form-field__error' })).toBeTruthy();
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(description(username())).toBe(MESSAGES.loginUsernameFormat);
    // Then it follows every change: a valid value takes the message away.
    fireEvent.change(username(), { target: { value: 'mario@demo.club' } });
    await waitFor(() => expect(username().getAttribute('aria-invalid')).toBeNull());
    expect(username().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(MESSAGES.loginUsernameFormat, { selector: '.form-field__error' })).toBeNull();
  });

  it('reads the field messages out in a polite live region present from the start', async () => {
    render(<LoginForm onValid={() => {}} />);
    const region = screen.getByTestId('field-errors');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(region.textContent).toBe(`${MESSAGES.loginUsernameFormat} ${MESSAGES.passwordRequired}`));
  });

  it('applies its transform as the member types', () => {
    render(<LoginForm onValid={() => {}} />);
    fireEvent.change(username(), { target: { value: 'Mario@Demo.CLUB' } });
    expect(username().value).toBe('mario@demo.club');
  });

  it('with validateEmptyOnBlur false, leaving the field empty shows nothing yet', async () => {
    function Recovery() {
      const form = useSchemaForm(recoverySchema, { defaultValues: { username: '' } });
      return (
        <Form form={form} onValid={() => {}}>
          <TextInputField control={form.control} name="username" label="E-mail o username" validateEmptyOnBlur={false} />
        </Form>
      );
    }
    render(<Recovery />);
    fireEvent.blur(username());
    await act(async () => {});
    expect(username().getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(username(), { target: { value: '12' } });
    fireEvent.blur(username());
    expect(await screen.findByText(MESSAGES.recoveryUsernameFormat)).toBeTruthy();
  });
});

describe('form kit: submit', () => {
  it('an invalid submit does not reach the handler, shows every message and focuses the first invalid field', async () => {
    const onValid = vi.fn();
    render(<LoginForm onValid={onValid} />);
    fireEvent.change(password(), { target: { value: 'segreta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText(MESSAGES.loginUsernameFormat, { selector: '.form-field__error' })).toBeTruthy();
    expect(document.activeElement).toBe(username());
    expect(onValid).not.toHaveBeenCalled();
  });

  it("a valid submit hands the handler the schema's output (trimmed, normalised)", async () => {
    const onValid = vi.fn();
    render(<LoginForm onValid={onValid} />);
    fireEvent.change(username(), { target: { value: ' Mario@Demo.Club ' } });
    fireEvent.change(password(), { target: { value: ' segreta ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]![0]).toEqual({ username: 'mario@demo.club', password: 'segreta' });
  });
});

describe('form kit: the form-level message', () => {
  it('is in a live region that is present, empty, before there is anything to say', () => {
    function WithServerError() {
      const [error, setError] = useState<string | null>(null);
      return (
        <>
          <LoginForm onValid={() => {}} serverError={error} />
          <button type="button" onClick={() => setError('Errore: credenziali errate.')}>
            Rifiuta
          </button>
        </>
      );
    }
    render(<WithServerError />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    // The same element: a message added to a live region already in the page is announced.
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Errore: credenziali errate.');
    expect(region.className).toMatch(/form-status--error/);
  });
});

describe('form kit: selects and switches', () => {
  const schema = z.object({
    profession: z.string().min(1, { error: MESSAGES.professionRequired }),
    privacy: switchOn(MESSAGES.privacyConsentRequired),
  });

  function ChoiceForm({ onValid }: { onValid(): void }) {
    const form = useSchemaForm(schema, { mode: 'onChange', defaultValues: { profession: '', privacy: false } });
    return (
      <Form form={form} onValid={onValid}>
        <SelectField
          control={form.control}
          name="profession"
          label="Professione"
          options={[
            { value: '', label: 'Seleziona…' },
            { value: '1', label: 'Medico' },
          ]}
        />
        <SwitchField control={form.control} name="privacy" id="privacy" label="Accetto l'informativa Privacy" required />
        <button type="submit" disabled={!form.formState.isValid}>
          Conferma
        </button>
      </Form>
    );
  }

  it('announce their messages the same way: aria-invalid and aria-describedby on the control', async () => {
    render(<ChoiceForm onValid={() => {}} />);
    const select = screen.getByLabelText('Professione');
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(await screen.findByText(MESSAGES.professionRequired)).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(description(select)).toBe(MESSAGES.professionRequired);

    const privacy = screen.getByRole('switch', { name: "Accetto l'informativa Privacy" });
    fireEvent.click(privacy);
    fireEvent.click(privacy);
    expect(await screen.findByText(MESSAGES.privacyConsentRequired)).toBeTruthy();
    expect(privacy.getAttribute('aria-invalid')).toBe('true');
    expect(description(privacy)).toBe(MESSAGES.privacyConsentRequired);
  });

  it('keep a submit button bound to validity disabled until the schema holds', async () => {
    const onValid = vi.fn();
    render(<ChoiceForm onValid={onValid} />);
    const confirm = screen.getByRole('button', { name: 'Conferma' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Professione'), { target: { value: '1' } });
    await act(async () => {});
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: "Accetto l'informativa Privacy" }));
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
  });
});
