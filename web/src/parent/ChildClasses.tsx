import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { errorText } from '../api/game-api';
import { parentTexts } from '../i18n/parent';
import { personName } from '../i18n/format';
import { categoryName } from '../components/content/content-look';
import { ErrorState, LoadingBlocks } from '../components/states';
import { useChildClasses } from './queries';

const text = parentTexts.overview;

/** The classes a connected child belongs to, each with its teacher: only classes the child joined or accepted. */
export function ChildClasses({ childId, childName }: { childId: number; childName: string }) {
  const classes = useChildClasses(childId);
  const titleId = `child-classes-${childId}`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }} data-testid="child-classes">
      <Typography id={titleId} variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
        {text.classesTitle}
      </Typography>
      {classes.isPending ? (
        <LoadingBlocks rows={1} height={40} label={text.loadingClasses} />
      ) : classes.data === undefined ? (
        <ErrorState message={errorText(classes.error, parentTexts.apiErrors.childClasses)} onRetry={() => void classes.refetch()} />
      ) : classes.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="child-classes-empty">
          {text.noClasses}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={text.classesOf(childName)}>
          {classes.data.map((item) => (
            <ListItem key={item.id} disableGutters data-testid="child-class" data-class-id={item.id}>
              <ListItemText
                primary={item.name}
                secondary={[item.subject && categoryName(item.subject), item.gradeLevel, text.classTeacher(personName(item.teacher))].filter(Boolean).join(' · ')}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
