export { HueChip, type HueChipProps } from './hue-chip';
