export { hideDecorativeIcons } from './decorativeIcons';
