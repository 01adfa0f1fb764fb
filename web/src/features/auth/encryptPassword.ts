// The password encryption lives in lib (registration uses it too); the login keeps importing it from here.
export { encryptPassword, pemToDer } from '../../lib/encryptPassword';
