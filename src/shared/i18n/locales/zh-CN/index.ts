import common from './common.json';
import errors from './errors.json';
import routes from './routes.json';
import validation from './validation.json';
import login from './login.json';
import enterprise from './enterprise.json';
import notification from './notification.json';
import download from './download.json';
import product from './product.json';
import account from './account.json';
import shell from './shell.json';
import terms from './terms.json';

export default { common, errors, routes, validation, login, enterprise, notification, download, product, account, shell, terms };
