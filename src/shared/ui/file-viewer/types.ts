/** One file the viewer can show: its bytes are loaded when it is shown. */
export interface ViewerFile {
  /** Stable identity (e.g. the stored file id); a new key is a new file. */
  key: string;
  /** Shown as the dialog's title, used for the download, and for the type when the blob has none. */
  name: string;
  /** The file's bytes; rejects when they cannot be fetched (the viewer offers Retry). */
  load(): Promise<Blob>;
}
