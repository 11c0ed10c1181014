import Skeleton from '@mui/material/Skeleton';

export interface LoadingSkeletonProps {
  /** What is loading, for screen readers: 'Loading chart'. */
  readonly label: string;
  readonly height: number;
}

/**
 * A block standing in for content that is still loading, announced as a progress bar named by
 * what it waits for. A bare Skeleton is a span: an aria-label on a span without a role is
 * prohibited (axe's aria-prohibited-attr, serious), seen on the analytics page under load.
 */
export function LoadingSkeleton({ label, height }: LoadingSkeletonProps) {
  return <Skeleton variant="rounded" height={height} role="progressbar" aria-label={label} />;
}
