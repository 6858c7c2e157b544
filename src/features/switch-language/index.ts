export { LanguageSelect } from './ui/LanguageSelect';
