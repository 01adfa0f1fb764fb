// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { finishHydrating, isHydrating, readTypedValues, startHydrating } from './hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A login-like form: the button is enabled only when React's state holds both fields. */
function Form() {
  const [username, setUsername] = useState('');
  const [note, setNote] = useState('');
  const [remember, setRemember] = useState(false);
  const [role, setRole] = useState('medico');
  return (
    <form>
      <input aria-label="username" value={username} onChange={(event) => setUsername(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input aria-label="remember" type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      <select aria-label="role" value={role} onChange={(event) => setRole(event.target.value)}>
        <option value="medico">Medico</option>
        <option value="infermiere">Infermiere</option>
      </select>
      <output>{`${username}|${note}|${remember}|${role}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

function typeBeforeHydration(container: HTMLElement) {
  container.querySelector<HTMLInputElement>('[aria-label=username]')!.value = 'mario.rossi';
  container.querySelector<HTMLTextAreaElement>('[aria-label=note]')!.value = 'Buongiorno';
  container.querySelector<HTMLInputElement>('[aria-label=remember]')!.checked = true;
  container.querySelector<HTMLSelectElement>('[aria-label=role]')!.value = 'infermiere';
}

describe('what a visitor typed before hydration', () => {
  it('is found field by field, and untouched fields are not', () => {
    const container = serverRendered();
    expect(readTypedValues(container)).toEqual([]);
    typeBeforeHydration(container);
    expect(readTypedValues(container).map((typed) => typed.element.getAttribute('aria-label'))).toEqual(['username', 'note', 'remember', 'role']);
  });

  it("reaches the components' state once hydrated, and the fields keep it through the next render", () => {
    const container = serverRendered();
    typeBeforeHydration(container);
    startHydrating(container);
    expect(isHydrating()).toBe(true);
    act(() => {
      root = hydrateRoot(container, <Form />);
    });
    // Hydrated alone, React keeps the text in the field but its state is still empty.
    expect(container.querySelector('output')!.textContent).toBe('||false|medico');
    let hydrated = false;
    act(() => {
      hydrated = finishHydrating();
    });
    expect(hydrated).toBe(true);
    expect(isHydrating()).toBe(false);
    expect(container.querySelector('output')!.textContent).toBe('mario.rossi|Buongiorno|true|infermiere');
    expect(container.querySelector<HTMLInputElement>('[aria-label=username]')!.value).toBe('mario.rossi');
    expect(container.querySelector<HTMLInputElement>('[aria-label=remember]')!.checked).toBe(true);
  });

  it('says the page was not hydrated when the app started from the shell', () => {
    expect(finishHydrating()).toBe(false);
  });
});
