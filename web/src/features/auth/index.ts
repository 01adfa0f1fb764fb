/** What the auth feature offers other areas: password encryption with the login key (the profile's account form) and the support phone. */
export { encryptPassword } from './encryptPassword';
export { useSupportPhone, type SupportPhone } from './useSupportPhone';
export { WelcomeMessage } from './WelcomeMessage';
