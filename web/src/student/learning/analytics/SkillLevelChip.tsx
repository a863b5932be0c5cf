import Chip from '@mui/material/Chip';
import type { SkillLevel } from '../../../api/learning-api';
import { skillLevelName } from '../../../components/charts/analytics-format';

const COLOURS: Record<SkillLevel, 'info' | 'warning' | 'success'> = { beginner: 'info', intermediate: 'warning', advanced: 'success' };

export function SkillLevelChip({ level }: { level: SkillLevel }) {
  return <Chip size="small" color={COLOURS[level] ?? 'info'} label={skillLevelName(level)} data-testid="skill-level" data-level={level} sx={{ fontWeight: 700 }} />;
}
