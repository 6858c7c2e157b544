export { SubAppPage, SubAppFullPage } from './ui/SubAppPage';
export { warmUpSubApps } from './model/warmUp';
