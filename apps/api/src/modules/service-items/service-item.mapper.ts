import { filsToBhd, type ServiceItem } from '@marketplace/contract';
import { currentVerification } from '../providers';
import type { ListingRow } from './service-items-query.repository';

/** A listing row as the API answers it: price in BHD, photo URLs from the media store. */
export function toServiceItem(row: ListingRow, urlFor: (storageKey: string) => string): ServiceItem {
  return {
    ServiceItemId: row.id,
    Type: row.type,
    Name: row.name,
    Description: row.description,
    NameAr: row.nameAr,
    DescriptionAr: row.descriptionAr,
    Photos: row.photoKeys.map(urlFor),
    Price: filsToBhd(row.priceFils),
    AvailableQuantity: row.type === 'service' ? null : row.availableQuantity,
    Availability: row.availability,
    CategoryId: row.categoryId,
    CategoryName: row.categoryName,
    CategoryNameAr: row.categoryNameAr,
    ProviderId: row.providerId,
    BusinessName: row.businessName,
    BusinessNameAr: row.businessNameAr,
    BusinessVerification: currentVerification(row),
    Location: row.location,
    AverageRating: row.averageRating === null ? null : Number(row.averageRating),
    ReviewCount: Number(row.reviewCount),
    CreatedAt: row.createdAt.toISOString(),
    ModifiedAt: row.modifiedAt.toISOString(),
  };
}
