export { PhotoGallery, type PhotoGalleryProps } from './photo-gallery';
