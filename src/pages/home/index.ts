export { HomeLayout } from './ui/HomeLayout';
export { HomePage } from './ui/HomePage';
export { homeLanding, STORE_BINDING_ROUTE, PRODUCT_CENTRE_ROUTE } from './lib/landing';
