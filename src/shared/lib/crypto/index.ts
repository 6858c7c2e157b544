export { encryptPassword, encryptPasswords, PasswordEncryptionError, toPem } from './encryptPassword';
