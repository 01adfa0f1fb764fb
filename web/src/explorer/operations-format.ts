/** How the operations view writes its figures (Italian). */
export const ms = (v: number) => `${v.toLocaleString('it-IT', { maximumFractionDigits: 1 })} ms`;
export const percent = (v: number) => `${(v * 100).toLocaleString('it-IT', { maximumFractionDigits: 1 })}%`;
export const perMinute = (v: number) => `${v.toLocaleString('it-IT', { maximumFractionDigits: 2 })}/min`;
export const when = (at: number) => new Date(at).toLocaleString('it-IT', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
