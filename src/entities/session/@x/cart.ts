/** What the cart entity reads of the session: the cart count belongs to the chosen enterprise. */
export { $enterpriseId } from '../model/enterprise';
