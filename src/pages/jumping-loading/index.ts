export { JumpingLoadingPage } from './ui/JumpingLoadingPage';
