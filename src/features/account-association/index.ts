// The user-association check of a manager step (000 §4, 001 §8): the manager's details
// against the signed-in user's account, and the dialog that updates the account on confirm.
export { useAccountAssociation } from './ui/useAccountAssociation';
