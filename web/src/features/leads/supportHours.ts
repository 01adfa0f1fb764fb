/**
 * Spec 3 §9 support hours: Monday to Friday 08:00-20:00, Saturday 09:00-17:00; calls the same.
 * The WhatsApp button is disabled from 2024-08-09 20:00 to 2024-08-19 07:59 (Italian time).
 */
export const SUPPORT_HOURS = [
  { days: 'Dal lunedì al venerdì', hours: '08:00 - 20:00' },
  { days: 'Sabato', hours: '09:00 - 17:00' },
] as const;

/** Spec 3 §9: the WhatsApp pause (Europe/Rome, summer time: UTC+2). */
export const WHATSAPP_PAUSE = { from: new Date('2024-08-09T20:00:00+02:00'), to: new Date('2024-08-19T07:59:59+02:00') } as const;

/** Whether the WhatsApp button is enabled at `now` (off during the pause of spec 3 §9). */
export function isWhatsAppEnabled(now: Date): boolean {
  return now < WHATSAPP_PAUSE.from || now > WHATSAPP_PAUSE.to;
}

/** The support form's type (spec 3 §3 names none: ours, in packages/validation). */
export { SUPPORT_FORM_TYPE, HOME_CARE_FORM_TYPE, FITNESS_FORM_TYPE } from '@club/validation';
