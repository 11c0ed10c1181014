export {
  StarRating,
  type StarRatingProps,
  type StarRatingDisplayProps,
  type StarRatingInputProps,
} from './star-rating';
