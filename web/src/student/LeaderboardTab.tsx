import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Flag from '@mui/icons-material/Flag';
import MyLocation from '@mui/icons-material/MyLocation';
import SportsKabaddi from '@mui/icons-material/SportsKabaddi';
import { LEADERBOARD_CATEGORIES, LEADERBOARD_PERIODS } from '../../../domain/leaderboard/categories';
import { medalFor } from '../../../domain/leaderboard/ranking';
import { errorText, gameApi, type LeaderboardCategory, type LeaderboardEntry, type LeaderboardType } from '../api/game-api';
import { useToast } from '../components/Toasts';
import { gameTexts } from '../i18n';
import { formatTime, personName } from '../i18n/format';
import { MEDAL_COLOURS, MedalIcon, PlayerAvatar } from '../components/game-look';
import { EmptyState, ErrorState, LoadingBlocks } from '../components/states';
import { useGame } from './game-context';
import { asksToWait } from '../query-client';
import { useLeaderboard } from './queries';

const text = gameTexts.leaderboard;

/** Rows per page in the tab (spec §9). */
export const LEADERBOARD_TAB_LIMIT = 20;

const entryName = (entry: LeaderboardEntry) => personName(entry.user);

function RankCell({ rank }: { rank: number }) {
  const medal = medalFor(rank);
  if (!medal) {
    return (
      <Typography sx={{ fontWeight: 700, pl: 1 }} component="span">
        #{rank}
      </Typography>
    );
  }
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${text.medal[medal]}, #${rank}`}
      data-medal={medal}
      sx={{ display: 'inline-grid', placeItems: 'center', width: 36, height: 36, borderRadius: '50%', fontSize: 22, bgcolor: `${MEDAL_COLOURS[medal]}33`, border: `2px solid ${MEDAL_COLOURS[medal]}` }}
    >
      <MedalIcon medal={medal} size={28} />
    </Box>
  );
}

function ChangeCell({ change }: { change: number }) {
  if (change > 0) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', color: 'success.main' }} aria-label={text.changeUp(change)}>
        <ArrowUpward fontSize="small" aria-hidden />
        {change}
      </Stack>
    );
  }
  if (change < 0) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', color: 'error.main' }} aria-label={text.changeDown(-change)}>
        <ArrowDownward fontSize="small" aria-hidden />
        {-change}
      </Stack>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" aria-label={text.noChange}>
      –
    </Typography>
  );
}

/** The leaderboard: categories, periods, the student's own rank, pages of 20, medals, challenges. */
export function LeaderboardTab() {
  const toast = useToast();
  const { userId } = useGame();
  const [category, setCategory] = useState<LeaderboardCategory>('global');
  const [type, setType] = useState<LeaderboardType>('all-time');
  const [page, setPage] = useState(1);
  const [challenging, setChallenging] = useState<number | null>(null);
  const board = useLeaderboard({ type, category, page, limit: LEADERBOARD_TAB_LIMIT });

  const data = board.data;
  const total = data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADERBOARD_TAB_LIMIT));
  const ownPage = data?.userRank ? Math.ceil(data.userRank / LEADERBOARD_TAB_LIMIT) : null;

  const challenge = async (entry: LeaderboardEntry) => {
    setChallenging(entry.user.id);
    try {
      await gameApi.sendChallenge(entry.user.id);
      toast.success(text.challengeSent(entryName(entry)));
    } catch (error) {
      toast.error(errorText(error, gameTexts.apiErrors.sendChallenge));
    } finally {
      setChallenging(null);
    }
  };

  return (
    <Paper elevation={2} sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="leaderboard-title">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Typography id="leaderboard-title" variant="h5" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
          <EmojiEvents color="primary" aria-hidden /> {text.title}
        </Typography>
        <Box
          sx={{ px: 2, py: 1, borderRadius: 2, background: 'linear-gradient(135deg, #5b3fd6, #00a6c7)', color: 'common.white', minWidth: 200 }}
          data-testid="own-rank"
        >
          <Typography variant="caption" sx={{ opacity: 0.85, display: 'block' }}>
            {text.yourRank}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
            {data ? (data.userRank ? text.rankOf(data.userRank, total) : text.notRanked) : '…'}
          </Typography>
        </Box>
      </Stack>

      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ mt: 2, mb: 2, alignItems: { lg: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={category}
          onChange={(_, value: LeaderboardCategory | null) => {
            if (value) {
              setCategory(value);
              setPage(1);
            }
          }}
          aria-label={text.categoriesLabel}
          sx={{ flexWrap: 'wrap' }}
        >
          {LEADERBOARD_CATEGORIES.map((name) => (
            <ToggleButton key={name} value={name} data-testid={`category-${name}`}>
              {text.categories[name]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="secondary"
          value={type}
          onChange={(_, value: LeaderboardType | null) => {
            if (value) {
              setType(value);
              setPage(1);
            }
          }}
          aria-label={text.periodsLabel}
          sx={{ flexWrap: 'wrap' }}
        >
          {LEADERBOARD_PERIODS.map((name) => (
            <ToggleButton key={name} value={name} data-testid={`period-${name}`}>
              {text.periods[name]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        {ownPage !== null && ownPage !== page && (
          <Button variant="outlined" startIcon={<MyLocation />} onClick={() => setPage(ownPage)}>
            {text.showMe}
          </Button>
        )}
      </Stack>

      {board.isPending ? (
        <Stack spacing={1.5}>
          {asksToWait(board.failureReason) && (
            <Alert severity="info" variant="outlined" role="status" data-testid="leaderboard-catching-up">
              {errorText(board.failureReason, text.catchingUp)}
            </Alert>
          )}
          <LoadingBlocks rows={6} height={44} />
        </Stack>
      ) : !data ? (
        <ErrorState message={errorText(board.error, text.failed)} onRetry={() => void board.refetch()} />
      ) : data.entries.length === 0 ? (
        <EmptyState icon={<Flag fontSize="inherit" />} title={text.empty} />
      ) : (
        <>
          <TableContainer sx={{ opacity: board.isFetching && !board.isPending ? 0.6 : 1, transition: 'opacity 0.2s' }}>
            <Table size="small" aria-label={`${text.title}: ${text.categories[category]}, ${text.periods[type]}`}>
              <TableHead>
                <TableRow>
                  <TableCell>{text.columns.rank}</TableCell>
                  <TableCell>{text.columns.player}</TableCell>
                  <TableCell>{text.columns.level}</TableCell>
                  <TableCell align="right">{text.columns.score}</TableCell>
                  <TableCell align="center">{text.columns.change}</TableCell>
                  <TableCell align="right">{text.columns.action}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.entries.map((entry) => {
                  const isMe = entry.user.id === userId;
                  const name = entryName(entry);
                  return (
                    <TableRow
                      key={entry.user.id}
                      data-testid="leaderboard-row"
                      data-rank={entry.rank}
                      data-current-user={isMe ? 'true' : undefined}
                      aria-current={isMe ? 'true' : undefined}
                      sx={
                        isMe
                          ? { bgcolor: 'rgba(91, 63, 214, 0.12)', '& td': { fontWeight: 700 }, '& td:first-of-type': { borderLeft: '4px solid', borderLeftColor: 'primary.main' } }
                          : undefined
                      }
                    >
                      <TableCell>
                        <RankCell rank={entry.rank} />
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
                          <PlayerAvatar avatar={entry.user.avatar} name={name} size={32} />
                          <Box>
                            <Typography variant="body2" sx={{ fontWeight: 700 }}>
                              {name}
                              {isMe && (
                                <Box component="span" sx={{ ml: 1, px: 0.75, py: 0.1, borderRadius: 1, bgcolor: 'primary.main', color: 'common.white', fontSize: 11 }}>
                                  {text.you}
                                </Box>
                              )}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                              @{entry.user.username} · {entry.stats.rank}
                            </Typography>
                          </Box>
                        </Stack>
                      </TableCell>
                      <TableCell>{entry.stats.level}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {entry.totalScore} {text.scoreUnits[category]}
                      </TableCell>
                      <TableCell align="center">
                        <ChangeCell change={entry.change} />
                      </TableCell>
                      <TableCell align="right">
                        {!isMe && (
                          <Button
                            size="small"
                            variant="outlined"
                            startIcon={<SportsKabaddi />}
                            onClick={() => challenge(entry)}
                            disabled={challenging === entry.user.id}
                            aria-label={text.challengeLabel(name)}
                          >
                            {text.challenge}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="caption" color="text.secondary">
              {text.lastUpdated(formatTime(data.lastUpdated))}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="nav" aria-label={text.title}>
              <Button size="small" onClick={() => setPage((value) => Math.max(1, value - 1))} disabled={page <= 1}>
                {text.previous}
              </Button>
              <Typography variant="body2" data-testid="leaderboard-page">
                {text.page(page, pages)}
              </Typography>
              <Button size="small" onClick={() => setPage((value) => value + 1)} disabled={!data.pagination.hasMore}>
                {text.next}
              </Button>
            </Stack>
          </Stack>
        </>
      )}
    </Paper>
  );
}
