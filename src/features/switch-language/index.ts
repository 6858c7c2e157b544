export { LanguageSelect } from './ui/LanguageSelect';
export { useLanguageMenu } from './model/useLanguageMenu';
