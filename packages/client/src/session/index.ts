// @marketplace/client/session: the signed-in session both apps share on one origin
// (`localStorage['persist:root']`): observed for React and the back office's auth provider, read
// the same way by both, and ended the same way by both (a sign-out in one app is one in the other).

export { createBrowserSession, observeSession, type ObservableSession } from './observable-session';
export { needsRestore, signedInUser } from './session-user';
export { endSession, type EndSessionOptions } from './end-session';
