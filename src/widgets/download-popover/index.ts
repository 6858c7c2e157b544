export { DownloadManager } from './ui/DownloadManager';
