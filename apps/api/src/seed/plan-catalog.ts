import type { Availability } from '@marketplace/contract';
import { DEMO_CATEGORIES, DEMO_LISTINGS } from './catalog-categories';
import type { CategoryKey, ListingTemplate } from './listing-table';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoSvg } from './photo-render';
import { CATEGORY_PICTURES, photoSubject } from './photo-subjects';
import type { PeoplePlan } from './plan-people';
import type { ProviderInfo } from './plan-providers';
import { SeededRandom, seedFrom } from './prng';
import {
  DAY,
  after,
  before,
  type CategoryRow,
  type MediaRow,
  type PlanContext,
  type ServiceItemPhotoRow,
  type ServiceItemRow,
} from './seed-types';

export interface ListingInfo {
  row: ServiceItemRow;
  template: ListingTemplate;
  provider: ProviderInfo;
  photoUrls: string[];
  /** Orders for this listing are possible in [row.createdAt, orderableUntil). */
  orderableUntil: number;
  categoryEnabled: boolean;
}

/** Generated photos accumulate here: media rows now (sizes filled in once rendered) and their SVG sources. */
export interface PhotoSink {
  media: MediaRow[];
  photoSvgs: Map<string, string>;
}

export interface CategoriesPlan {
  categories: CategoryRow[];
  categoryIds: Map<CategoryKey, string>;
  /** When the one disabled category was switched off; its listings take no orders after it. */
  categoryDisabledAt: Date;
}

export function planCategories(ctx: PlanContext, people: PeoplePlan, sink: PhotoSink): CategoriesPlan {
  const created = before(ctx.now, 750 * DAY);
  const categoryDisabledAt = before(ctx.now, 30 * DAY);
  const categories = DEMO_CATEGORIES.map((category): CategoryRow => {
    const id = ctx.ids.uuid();
    const symbol = CATEGORY_PICTURES[category.key].symbol;
    const svg = photoSvg(new SeededRandom(seedFrom(category.key)), {
      hue: category.hue,
      subject: symbol,
      category: symbol,
      layout: 0,
    });
    const { key } = addPhoto(
      ctx,
      sink,
      { owner: people.superAdmin.id, type: 'Category', relatedId: id, createdAt: created },
      svg,
    );
    return {
      id,
      name: category.name,
      description: category.description,
      nameAr: category.nameAr,
      descriptionAr: category.descriptionAr,
      imageUrl: ctx.urlFor(key),
      isEnable: category.enabled,
      createdAt: created,
      modifiedAt: category.enabled ? created : categoryDisabledAt,
    };
  });
  const categoryIds = new Map(DEMO_CATEGORIES.map((category, index) => [category.key, categories[index]?.id ?? '']));
  return { categories, categoryIds, categoryDisabledAt };
}

/** The 120 listings, each given to a provider that serves its category, with 1 to 3 drawn photos. */
export function planListings(
  ctx: PlanContext,
  providers: ProviderInfo[],
  catalog: CategoriesPlan,
  sink: PhotoSink,
): { listings: ListingInfo[]; photos: ServiceItemPhotoRow[] } {
  const { rng, now } = ctx;
  const photos: ServiceItemPhotoRow[] = [];
  const listings = DEMO_LISTINGS.map((template, index): ListingInfo => {
    const candidates = providers.filter((p) => p.approvedAt && p.seed.categories.includes(template.category));
    const provider = rng.pick(candidates);
    const category = DEMO_CATEGORIES.find((c) => c.key === template.category);
    if (!category || !provider.approvedAt) throw new Error(`No category or provider for ${template.name}`);
    // Most listings date from the provider's first weeks; some are recent, so "newest" sorts mean something.
    const recent = !provider.endedAt && rng.chance(0.2);
    const createdAt = recent
      ? before(now, rng.int(3, 150) * DAY + rng.int(0, DAY))
      : after(provider.approvedAt, rng.int(0, 60) * DAY + rng.int(0, DAY));
    const availability = rng.weighted<Availability>([
      ['available', 84],
      ['unavailable', 10],
      ['discontinued', 6],
    ]);
    const row: ServiceItemRow = {
      id: ctx.ids.uuid(),
      providerId: provider.row.id,
      categoryId: catalog.categoryIds.get(template.category) ?? '',
      type: template.type,
      name: template.name,
      description: template.description,
      nameAr: template.nameAr,
      descriptionAr: template.descriptionAr,
      // Reference prices in half-dinar steps, the way shops in Bahrain price.
      priceFils: Math.round(template.minBhd * 2 + rng.float() * (template.maxBhd - template.minBhd) * 2) * 500,
      availableQuantity: template.type === 'item' ? rng.int(0, 50) : null,
      // Guarantee every availability appears whatever the draws: two fixed positions.
      availability: index === 7 ? 'unavailable' : index === 19 ? 'discontinued' : availability,
      location: provider.seed.location,
      createdAt,
      modifiedAt: createdAt,
    };
    // Photos draw from a stream keyed by the listing's name, not from `rng`: what a picture looks
    // like is its own business and must not move the orders and prices drawn after it.
    const photoRng = new SeededRandom(seedFrom(template.name));
    const firstLayout = photoRng.int(0, 2);
    const subject = photoSubject(template.category, template.name);
    const photoUrls = Array.from({ length: rng.int(1, 3) }, (_, position) => {
      const svg = photoSvg(photoRng, { hue: category.hue, ...subject, layout: firstLayout + position });
      const owner = { owner: provider.user.id, type: 'ServiceItem', relatedId: row.id, createdAt } as const;
      const { key, mediaId } = addPhoto(ctx, sink, owner, svg);
      photos.push({ serviceItemId: row.id, mediaId, position });
      return ctx.urlFor(key);
    });
    const endedAt = provider.endedAt?.getTime() ?? (category.enabled ? Infinity : catalog.categoryDisabledAt.getTime());
    return { row, template, provider, photoUrls, orderableUntil: endedAt, categoryEnabled: category.enabled };
  });
  return { listings, photos };
}

interface PhotoOwner {
  owner: string;
  type: 'Category' | 'ServiceItem';
  relatedId: string;
  createdAt: Date;
}

function addPhoto(ctx: PlanContext, sink: PhotoSink, owner: PhotoOwner, svg: string): { key: string; mediaId: string } {
  const key = `${ctx.ids.uuid()}.jpg`;
  const mediaId = ctx.ids.uuid();
  sink.media.push({
    id: mediaId,
    ownerUserId: owner.owner,
    relatedType: owner.type,
    relatedId: owner.relatedId,
    storageKey: key,
    contentType: 'image/jpeg',
    sizeBytes: 0,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
    createdAt: owner.createdAt,
  });
  sink.photoSvgs.set(key, svg);
  return { key, mediaId };
}
