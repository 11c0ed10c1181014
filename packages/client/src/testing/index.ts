// @marketplace/client/testing: test doubles for the apps' tests (never imported by app code).
// A fake fetch by responder function or by route table, and unsigned tokens for each role.

export { createFakeFetch, deferred, jsonResponse, type RecordedRequest, type Responder } from './fake-fetch';
export { createFakeApi, type Answer, type FakeApi, type RecordedCall } from './fake-api';
export { expiredSessionFor, makeJwt, sessionFor, TEST_USER_ID } from './tokens';
