import { randomUUID } from 'node:crypto';
import { multipartBody, pngImage } from '../../../src/modules/media/testing';
import { adminsOnly, everyone, signedIn } from '../identities';
import { del, get, patch, post, put, type Row } from '../row';
import type { Target } from '../world';

// Providers, listings, categories, reviews, pictures and the contact form.

const owners = { providerA: 200, admins: 200 } as const;
const listing = (a: Target, name: string) => ({
  Type: 'service',
  Name: name,
  Description: 'Changed by the matrix',
  Photos: [],
  Price: 1.5,
  AvailableQuantity: null,
  Availability: 'available',
  CategoryId: a.categoryId,
  Location: 'Muharraq',
});
const profilePicture = async (fields: Record<string, string>) => {
  const form = await multipartBody(fields, { bytes: await pngImage(8, 8), name: 'me.png', type: 'image/png' });
  return { method: 'POST' as const, url: '/api/Media/upload', payload: form.payload, headers: form.headers };
};

export const catalogRows: Row[] = [
  // Providers: the public sees active businesses without the person's contact details.
  { op: 'GET /api/Provider/providers', request: () => get('/api/Provider/providers?Limit=50'), answers: everyone(200) },
  { op: 'GET /api/Provider/{id}', request: (a) => get(`/api/Provider/${a.providerId}`), answers: everyone(200) },
  {
    op: 'PUT /api/Provider/{id}',
    request: (a) => put(`/api/Provider/${a.providerId}`, { BusinessDescription: 'Plumbing across Bahrain' }),
    answers: signedIn({ ...owners, others: 403 }),
    changes: ['providerA', 'admins'],
  },
  {
    // Approving, rejecting or deactivating is the admins' decision, also for the business itself.
    op: 'PUT /api/Provider/{id}#changing its state',
    request: (a) => put(`/api/Provider/${a.providerId}`, { AccState: 'inactive' }),
    answers: signedIn({ admins: 200, others: 403 }),
    changes: ['admins'],
    freshForChangers: (fresh) => fresh.provider(),
  },
  {
    // Provider A's user already has a business: nobody gives it a second one.
    op: 'POST /api/Provider',
    request: (a) =>
      post('/api/Provider', {
        UserId: a.providerUserId,
        BusinessName: 'Second Business',
        PrimaryLocation: 'Manama',
        BusinessCategoryId: a.categoryId,
      }),
    answers: signedIn({ providerA: 409, admins: 409, others: 403 }),
  },
  {
    op: 'POST /api/Provider#a provider user without a business',
    request: (a) =>
      post('/api/Provider', {
        UserId: a.providerUserId,
        BusinessName: `New Business ${a.providerUserId.slice(0, 8)}`,
        PrimaryLocation: 'Manama',
        BusinessCategoryId: a.categoryId,
      }),
    answers: signedIn({ admins: 201, others: 403 }),
    changes: ['admins'],
    fresh: (fresh) => fresh.providerUser(),
  },
  {
    op: 'PATCH /api/Provider/{id}/status',
    request: (a) => patch(`/api/Provider/${a.providerId}/status`, { AccState: 'inactive', Reason: 'Matrix' }),
    answers: adminsOnly(),
    changes: ['admins'],
    freshForChangers: (fresh) => fresh.provider(),
  },
  {
    // Only a rejected business resubmits; A's is active. Admins decide, they never resubmit.
    op: 'POST /api/Provider/{id}/resubmit',
    request: (a) => post(`/api/Provider/${a.providerId}/resubmit`),
    answers: signedIn({ providerA: 409, others: 403 }),
  },
  { op: 'GET /api/Provider/top-rated', request: () => get('/api/Provider/top-rated?topN=50'), answers: everyone(200) },
  {
    op: 'GET /api/Provider/{id}/stats',
    request: (a) => get(`/api/Provider/${a.providerId}/stats`),
    answers: signedIn({ ...owners, others: 403 }),
  },

  // Listings: a hidden listing is 404 to everyone who may not see it, as if it did not exist.
  {
    op: 'GET /api/service-items',
    request: (a) => get(`/api/service-items?ProviderId=${a.providerId}&Limit=50`),
    answers: everyone(200),
  },
  {
    op: 'GET /api/service-items/{id}',
    request: (a) => get(`/api/service-items/${a.hiddenListingId}`),
    answers: { ...owners, others: 404 },
  },
  {
    op: 'GET /api/service-items/{id}#a public listing',
    request: (a) => get(`/api/service-items/${a.serviceListingId}`),
    answers: everyone(200),
  },
  {
    op: 'POST /api/service-items',
    request: (a) => post('/api/service-items', { ...listing(a, 'Added for A'), ProviderId: a.providerId }),
    answers: signedIn({ providerA: 201, admins: 201, others: 403 }),
    changes: ['providerA', 'admins'],
  },
  {
    // Photos must be the caller's own uploads (or the named business's): B cannot show A's photo.
    op: "POST /api/service-items#with A's photo",
    request: (a) => post('/api/service-items', { ...listing(a, 'With a photo'), Photos: [a.listingPhotoMediaId] }),
    answers: signedIn({ providerA: 201, providerB: 400, admins: 400, others: 403 }),
    changes: ['providerA'],
  },
  {
    op: 'PUT /api/service-items/{id}',
    request: (a) => put(`/api/service-items/${a.serviceListingId}`, listing(a, 'Renamed')),
    answers: signedIn({ ...owners, others: 403 }),
    changes: ['providerA', 'admins'],
    fresh: (fresh) => fresh.listing(),
  },
  {
    op: 'DELETE /api/service-items/{id}',
    request: (a) => del(`/api/service-items/${a.serviceListingId}`),
    answers: signedIn({ ...owners, others: 403 }),
    changes: ['providerA', 'admins'],
    fresh: (fresh) => fresh.listing(),
  },
  {
    // A provider imports into its own business only: B's file naming A's listing is judged
    // invalid (200, Valid false) and writes nothing.
    op: 'POST /api/service-items/import',
    request: (a) => post('/api/service-items/import', { Csv: `ServiceItemId,Price\n${a.serviceListingId},9.999\n` }),
    answers: signedIn({ providers: 200, others: 403 }),
    changes: ['providerA'],
    fresh: (fresh) => fresh.listing(),
  },

  // Categories: the admins' own records; everyone else tries to change the category of A's listings.
  { op: 'GET /api/Category', request: () => get('/api/Category?includeDisabled=true'), answers: everyone(200) },
  {
    op: 'POST /api/Category',
    request: () => post('/api/Category', { CategoryName: `Category ${randomUUID()}`, CategoryDescription: '' }),
    answers: adminsOnly(201),
  },
  {
    op: 'PUT /api/Category/{id}',
    request: (a) =>
      put(`/api/Category/${a.categoryId}`, {
        CategoryName: `Renamed ${a.categoryId}`,
        CategoryDescription: '',
        ImageUrl: '',
        IsEnable: false,
      }),
    answers: adminsOnly(),
    changes: ['admins'],
    freshForChangers: (fresh) => fresh.category(),
  },
  {
    op: 'PATCH /api/Category/{id}/enable-status',
    request: (a) => patch(`/api/Category/${a.categoryId}/enable-status?isEnable=false`),
    answers: adminsOnly(),
    changes: ['admins'],
    freshForChangers: (fresh) => fresh.category(),
  },

  // Reviews: written by the customer of a completed line, changed by their author or an admin.
  {
    op: 'POST /api/Review/create',
    request: (a) =>
      post('/api/Review/create', {
        OrderItemId: a.orderItemId,
        CustomerId: a.customerId,
        ProviderId: a.providerId,
        Rating: 1,
        Comment: 'Not mine to review',
      }),
    answers: signedIn({ customerA: 201, others: 403 }),
    changes: ['customerA'],
    fresh: (fresh) => fresh.order('Completed'),
  },
  {
    op: 'POST /api/Review/create#naming the caller',
    request: (a, me) =>
      post('/api/Review/create', {
        OrderItemId: a.orderItemId,
        CustomerId: me.id,
        ProviderId: a.providerId,
        Rating: 1,
      }),
    answers: signedIn({ customerA: 201, others: 403 }),
    changes: ['customerA'],
    fresh: (fresh) => fresh.order('Completed'),
  },
  {
    // Another customer's order answers an empty list, by design: it holds none of their reviews.
    op: 'GET /api/Review/order/{id}',
    request: (a) => get(`/api/Review/order/${a.orderId}`),
    answers: signedIn({ customers: 200, others: 403 }),
  },
  {
    op: 'PUT /api/Review/update/{id}',
    request: (a) => put(`/api/Review/update/${a.reviewId}`, { Rating: 4, Comment: 'Still tidy' }),
    answers: signedIn({ customerA: 200, admins: 200, others: 403 }),
    changes: ['customerA', 'admins'],
  },
  {
    op: 'DELETE /api/Review/{id}',
    request: (a) => del(`/api/Review/${a.reviewId}`),
    answers: signedIn({ customerA: 200, admins: 200, others: 403 }),
    changes: ['customerA', 'admins'],
    fresh: (fresh) => fresh.review(),
  },
  {
    op: 'GET /api/Review/service-item/{id}/average-rating',
    request: (a) => get(`/api/Review/service-item/${a.serviceListingId}/average-rating`),
    answers: everyone(200),
  },
  {
    op: 'GET /api/Review/service-item/{id}',
    request: (a) => get(`/api/Review/service-item/${a.serviceListingId}`),
    answers: everyone(200),
  },
  {
    op: 'GET /api/Review/provider/{providerId}',
    request: (a) => get(`/api/Review/provider/${a.providerId}`),
    answers: signedIn({ ...owners, others: 403 }),
  },

  // Pictures: uploaded for one's own account (or by an admin for anyone), deleted by the owner or an admin.
  {
    op: 'POST /api/Media/upload',
    request: (a) => profilePicture({ UserId: a.customerId, RelatedType: 'Profile', RelatedId: a.customerId }),
    answers: signedIn({ customerA: 201, admins: 201, others: 403 }),
    changes: ['customerA', 'admins'],
  },
  {
    // One's own file, but attached to A's profile: refused even to admins (an admin uploads *for* A).
    op: 'POST /api/Media/upload#naming the caller',
    request: (a, me) => profilePicture({ UserId: me.id, RelatedType: 'Profile', RelatedId: a.customerId }),
    answers: signedIn({ customerA: 201, others: 403 }),
    changes: ['customerA'],
  },
  {
    op: 'DELETE /api/Media/{mediaId}',
    request: (a) => del(`/api/Media/${a.avatarMediaId}?userId=${a.customerId}`),
    answers: signedIn({ customerA: 200, admins: 200, others: 403 }),
    changes: ['customerA', 'admins'],
    fresh: (fresh) => fresh.media(),
  },
  {
    op: 'DELETE /api/Media/{mediaId}#naming the caller',
    request: (a, me) => del(`/api/Media/${a.avatarMediaId}?userId=${me.id}`),
    answers: signedIn({ customerA: 200, admins: 200, others: 403 }),
    changes: ['customerA', 'admins'],
    fresh: (fresh) => fresh.media(),
  },

  // The contact form: anyone writes; a signed-in sender's inquiry is linked to their account.
  {
    op: 'POST /api/CustomerInquiry',
    request: () =>
      post('/api/CustomerInquiry', { Name: 'Sender', Email: 'sender@matrix.test', Subject: 'Hi', Message: 'Hello' }),
    answers: everyone(201),
    changes: ['customerA'],
  },
  { op: 'GET /api/CustomerInquiry', request: () => get('/api/CustomerInquiry'), answers: adminsOnly() },
  {
    op: 'PATCH /api/CustomerInquiry/{id}/status',
    request: (a) => patch(`/api/CustomerInquiry/${a.inquiryId}/status?status=resolved`),
    answers: adminsOnly(),
    changes: ['admins'],
    fresh: (fresh) => fresh.inquiry(),
  },
  {
    op: 'DELETE /api/CustomerInquiry/{id}',
    request: (a) => del(`/api/CustomerInquiry/${a.inquiryId}`),
    answers: adminsOnly(),
    changes: ['admins'],
    fresh: (fresh) => fresh.inquiry(),
  },
];
