import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A card's shape while the catalogue loads. */
export function CatalogueCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }} aria-hidden>
      <CardContent>
        <Skeleton variant="text" width="80%" height={32} />
        <Stack direction="row" spacing={1} sx={{ my: 1 }}>
          <Skeleton variant="rounded" width={64} height={24} />
          <Skeleton variant="rounded" width={72} height={24} />
          <Skeleton variant="rounded" width={80} height={24} />
        </Stack>
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={36} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
