export { encryptPassword, PasswordEncryptionError, toPem } from './encryptPassword';
