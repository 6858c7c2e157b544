let atBoot: string | null = null;

const withoutHash = (address: string) => address.split('#')[0] ?? address;

/**
 * Keeps the page's address (its document base) as the portal started. Called once, first
 * thing at boot, before anything else can run.
 */
export function portalAddressCaptured(address: string = document.baseURI): void {
  atBoot = withoutHash(address);
}

/**
 * The portal's own address, without its hash: what its relative addresses (the
 * sub-application registry and relative entries, the terms folder) resolve against. The
 * portal routes by hash and never changes its path, but a sub-application may (README
 * "Sub-application contract"), and the files next to index.html do not move with it.
 * Before the capture (tests that render a page alone), the document's base now.
 */
export function portalAddress(): string {
  return atBoot ?? withoutHash(document.baseURI);
}
