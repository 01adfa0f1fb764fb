/** E-mail pattern and company-owned domain block-list (spec 1 §5 'Shared lead-form fields'): data both sides of the wire read. */
export { BLOCKED_EMAIL_DOMAINS, EMAIL_PATTERN, emailDomain, isBlockedEmailDomain } from '@club/wire/email';
