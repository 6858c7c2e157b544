import common from './common.json';
import errors from './errors.json';
import routes from './routes.json';
import validation from './validation.json';
import login from './login.json';
import enterprise from './enterprise.json';

export default { common, errors, routes, validation, login, enterprise };
