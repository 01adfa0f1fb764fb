// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        apri
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Vuoi davvero uscire?" footer={<button type="button">Esci</button>}>
        <p>Corpo</p>
      </Modal>
    </>
  );
}

afterEach(cleanup);

describe('Modal', () => {
  it('is a dialog named by its title, shows its content only while open, and closes on Escape (cancel) and on the close button', () => {
    render(<Harness />);
    expect(screen.queryByText('Corpo')).toBeNull();
    const opener = screen.getByRole('button', { name: 'apri' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Vuoi davvero uscire?' });
    expect(screen.getByText('Corpo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Esci' })).toBeTruthy();

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByText('Corpo')).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByText('Corpo')).toBeNull();
  });
});
