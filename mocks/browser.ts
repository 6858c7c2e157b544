// Placeholder until the mock backend lands: the app boots without handlers.
export async function startBrowserMock(): Promise<void> {}
