export { $cartNumber, cartNumberChanged, showsCart } from './model/cartNumber';
