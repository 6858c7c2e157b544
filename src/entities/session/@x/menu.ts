/** What the menu entity reads of the session: the menu belongs to the user and the chosen enterprise. */
export { $enterpriseId } from '../model/enterprise';
export { sessionStores } from '../model/session';
