import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { homeTexts } from '../../i18n/home';
import { dashboardTexts } from '../../i18n/dashboard';

/**
 * Miniatures of the real dashboards, drawn as SVG and shipped with the page: the same layout,
 * colours and figures as the screens (a demo student's), small enough to load with the home page.
 */

const pictures = homeTexts.pictures;

const INK = '#1d1742';
const MUTED = '#5f5a7a';
const PURPLE = '#5b3fd6';
const TEAL = '#00a6c7';
const GOLD = '#f5b301';
const GREEN = '#2e7d32';
const LINE = '#e4e0f5';
const TRACK = '#ebe7fb';

function Picture({ label, width, height, testId, children }: { label: string; width: number; height: number; testId: string; children: ReactNode }) {
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`0 0 ${width} ${height}`}
      sx={{ display: 'block', width: '100%', height: 'auto', fontFamily: 'inherit' }}
    >
      {children}
    </Box>
  );
}

/** A card of the screen: white, rounded, with a faint edge. */
const Card = ({ x, y, w, h, stroke = LINE, fill = '#ffffff' }: { x: number; y: number; w: number; h: number; stroke?: string; fill?: string }) => (
  <rect x={x} y={y} width={w} height={h} rx={10} fill={fill} stroke={stroke} strokeWidth={1.5} />
);

/** A progress bar: the track and the filled part. */
const Bar = ({ x, y, w, share, color }: { x: number; y: number; w: number; share: number; color: string }) => (
  <g>
    <rect x={x} y={y} width={w} height={7} rx={3.5} fill={TRACK} />
    <rect x={x} y={y} width={w * share} height={7} rx={3.5} fill={color} />
  </g>
);

const Label = ({ x, y, size = 11, weight = 400, color = INK, anchor, children }: { x: number; y: number; size?: number; weight?: number; color?: string; anchor?: 'end' | 'middle'; children: ReactNode }) => (
  <text x={x} y={y} fontSize={size} fontWeight={weight} fill={color} textAnchor={anchor}>
    {children}
  </text>
);

/** The token coin of the dashboards. */
const Coin = ({ x, y }: { x: number; y: number }) => (
  <g>
    <circle cx={x} cy={y} r={6} fill="none" stroke={GOLD} strokeWidth={2} />
    <circle cx={x - 2} cy={y} r={6} fill="none" stroke={GOLD} strokeWidth={2} opacity={0.55} />
  </g>
);

/** The daily chest: a gold box with its lid and lock. */
const Chest = ({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) => (
  <g transform={`translate(${x} ${y}) scale(${scale})`}>
    <rect x={0} y={8} width={28} height={16} rx={3} fill="#f0a500" />
    <path d="M0 10 Q14 -4 28 10 Z" fill={GOLD} />
    <rect x={0} y={12} width={28} height={3} fill="#b77a00" />
    <rect x={11} y={11} width={6} height={8} rx={1.5} fill="#fff3c4" />
  </g>
);

/** The purple title band every dashboard opens with. */
function DashboardBand({ width, title }: { width: number; title: string }) {
  return (
    <g>
      <defs>
        <linearGradient id="home-picture-band" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={PURPLE} />
          <stop offset="0.45" stopColor="#7c4dff" />
          <stop offset="1" stopColor={TEAL} />
        </linearGradient>
      </defs>
      <path d={`M0 14 Q0 0 14 0 H${width - 14} Q${width} 0 ${width} 14 V92 H0 Z`} fill="url(#home-picture-band)" />
      <rect x={16} y={12} width={22} height={22} rx={6} fill="#ffffff" opacity={0.22} />
      <path d="M27 15l2.2 4.4 4.8.7-3.5 3.3.9 4.8-4.4-2.3-4.4 2.3.9-4.8-3.5-3.3 4.8-.7z" fill="#ffd54f" />
      <Label x={46} y={28} size={13} weight={800} color="#ffffff">
        {t.app.name}
      </Label>
      <Label x={16} y={66} size={20} weight={800} color="#ffffff">
        {title}
      </Label>
    </g>
  );
}

/** The student dashboard: header card, quick actions, today's goals. */
export function StudentScreenPicture() {
  const s = pictures.student;
  const W = 480;
  return (
    <Picture label={s.label} width={W} height={350} testId="picture-student">
      <rect x={0} y={0} width={W} height={350} rx={14} fill="#f4f2fb" />
      <DashboardBand width={W} title={dashboardTexts.roleDashboardTitle.student} />
      {/* Header card */}
      <Card x={16} y={78} w={W - 32} h={92} />
      <circle cx={50} cy={124} r={22} fill={PURPLE} />
      <Label x={50} y={131} size={20} weight={700} color="#ffffff" anchor="middle">
        M
      </Label>
      <Label x={82} y={112} size={15} weight={700}>
        {s.name}
      </Label>
      <rect x={82} y={121} width={62} height={17} rx={8.5} fill={PURPLE} />
      <Label x={113} y={133} size={9.5} weight={600} color="#ffffff" anchor="middle">
        {s.rank}
      </Label>
      <rect x={150} y={121} width={48} height={17} rx={8.5} fill="#ffffff" stroke={PURPLE} />
      <Label x={174} y={133} size={9.5} weight={600} color={PURPLE} anchor="middle">
        {s.level}
      </Label>
      <Label x={214} y={106} size={10} weight={700}>
        {s.experience}
      </Label>
      <Label x={372} y={106} size={10} color={MUTED} anchor="end">
        {s.xp}
      </Label>
      <Bar x={214} y={111} w={158} share={0.97} color={PURPLE} />
      <Label x={214} y={138} size={10} weight={700}>
        {s.today}
      </Label>
      <Bar x={214} y={143} w={158} share={0.33} color="#7cb342" />
      <Label x={386} y={103} size={8.5} weight={700} color={MUTED}>
        {s.tokens.toUpperCase()}
      </Label>
      <Coin x={392} y={116} />
      <Label x={403} y={120} size={13} weight={700}>
        {s.tokenCount}
      </Label>
      <Label x={386} y={140} size={8.5} weight={700} color={MUTED}>
        {s.streak.toUpperCase()}
      </Label>
      <path d="M392 147c3 3 4 6 2 9a5 5 0 0 1-8-2c0-3 2-4 3-7 1 2 2 2 3 0z" fill="#ef6c00" />
      <Label x={400} y={158} size={12} weight={700}>
        {s.streakDays}
      </Label>
      {/* Quick actions */}
      {[
        { x: 16, label: s.continueLearning, color: PURPLE },
        { x: 168, label: s.dailyChest, color: GOLD },
        { x: 320, label: s.videoCourses, color: TEAL },
      ].map((action, index) => (
        <g key={action.label}>
          <Card x={action.x} y={184} w={144} h={52} stroke={action.color} fill={index === 1 ? '#fdf6e3' : '#ffffff'} />
          <circle cx={action.x + 24} cy={210} r={14} fill={action.color} opacity={0.15} />
          {index === 1 ? (
            <Chest x={action.x + 14} y={199} scale={0.72} />
          ) : index === 0 ? (
            <path d={`M${action.x + 20} 203 L${action.x + 30} 210 L${action.x + 20} 217 Z`} fill={action.color} />
          ) : (
            <rect x={action.x + 16} y={203} width={16} height={13} rx={2} fill="none" stroke={action.color} strokeWidth={2} />
          )}
          <Label x={action.x + 44} y={214} size={9.5} weight={700}>
            {action.label}
          </Label>
        </g>
      ))}
      {/* Today's goals */}
      <Card x={16} y={250} w={W - 32} h={86} />
      <Label x={32} y={274} size={13} weight={700}>
        {s.goals}
      </Label>
      <Label x={32} y={296} size={10.5} weight={600}>
        {s.goalStudy}
      </Label>
      <Label x={W - 32} y={296} size={10} color={MUTED} anchor="end">
        {s.goalStudyCount}
      </Label>
      <Bar x={32} y={301} w={W - 64} share={0.67} color={PURPLE} />
      <Label x={32} y={322} size={10.5} weight={600}>
        {s.goalQuiz}
      </Label>
      <Bar x={32} y={327} w={W - 64} share={1} color={GREEN} />
    </Picture>
  );
}

/** The daily chest, opened, with its reward. */
export function ChestPicture() {
  const c = pictures.chest;
  return (
    <Picture label={c.label} width={320} height={180} testId="picture-chest">
      <rect x={0} y={0} width={320} height={180} rx={14} fill="#fdf6e3" />
      <Card x={14} y={14} w={292} h={152} stroke={GOLD} />
      <Label x={160} y={42} size={14} weight={800} anchor="middle">
        {c.title}
      </Label>
      <circle cx={160} cy={86} r={30} fill={GOLD} opacity={0.18} />
      <Chest x={138} y={68} scale={1.6} />
      <rect x={112} y={124} width={96} height={22} rx={11} fill={GREEN} />
      <Label x={160} y={139} size={11} weight={700} color="#ffffff" anchor="middle">
        {c.reward}
      </Label>
      <Label x={160} y={160} size={9.5} color={MUTED} anchor="middle">
        {c.next}
      </Label>
    </Picture>
  );
}

/** The teacher's content library. */
export function TeacherScreenPicture() {
  const p = pictures.teacher;
  const icons = [
    (y: number) => <path d={`M34 ${y - 6} L44 ${y} L34 ${y + 6} Z`} fill="#00897b" />,
    (y: number) => <text x={39} y={y + 5} fontSize={14} fontWeight={800} fill="#00897b" textAnchor="middle">?</text>,
    (y: number) => <circle cx={39} cy={y} r={6} fill="none" stroke="#00897b" strokeWidth={2.5} />,
  ];
  return (
    <Picture label={p.label} width={320} height={180} testId="picture-teacher">
      <rect x={0} y={0} width={320} height={180} rx={14} fill="#e6f5f3" />
      <Card x={14} y={14} w={292} h={152} />
      <Label x={28} y={40} size={13} weight={800}>
        {p.title}
      </Label>
      <rect x={236} y={26} width={58} height={20} rx={8} fill="#00897b" />
      <Label x={265} y={40} size={10} weight={700} color="#ffffff" anchor="middle">
        {p.create}
      </Label>
      {p.rows.map((row, index) => {
        const y = 72 + index * 34;
        return (
          <g key={row.name}>
            <rect x={28} y={y - 11} width={22} height={22} rx={6} fill="#00897b" opacity={0.12} />
            {icons[index](y)}
            <Label x={60} y={y - 1} size={10.5} weight={700}>
              {row.name}
            </Label>
            <Label x={60} y={y + 11} size={9} color={MUTED}>
              {row.meta}
            </Label>
            <path d={`M262 ${y - 6}l2.2 4.4 4.8.7-3.5 3.3.9 4.8-4.4-2.3-4.4 2.3.9-4.8-3.5-3.3 4.8-.7z`} fill={GOLD} />
            <Label x={292} y={y + 4} size={10} weight={700} anchor="end">
              {p.rating}
            </Label>
          </g>
        );
      })}
    </Picture>
  );
}

/** The parent's overview: a child's card and a wishlist item to approve. */
export function ParentScreenPicture() {
  const p = pictures.parent;
  return (
    <Picture label={p.label} width={320} height={180} testId="picture-parent">
      <defs>
        <linearGradient id="home-picture-parent" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ef6c00" />
          <stop offset="1" stopColor="#ffb300" />
        </linearGradient>
      </defs>
      <rect x={0} y={0} width={320} height={180} rx={14} fill="#fff3e0" />
      <Card x={14} y={14} w={292} h={82} />
      <circle cx={50} cy={55} r={22} fill="url(#home-picture-parent)" />
      <Label x={50} y={62} size={19} weight={700} color="#ffffff" anchor="middle">
        M
      </Label>
      <Label x={84} y={48} size={13} weight={700}>
        {p.child}
      </Label>
      <rect x={84} y={58} width={52} height={18} rx={9} fill="#ffffff" stroke={PURPLE} />
      <Label x={110} y={71} size={9.5} weight={600} color={PURPLE} anchor="middle">
        {p.level}
      </Label>
      <Coin x={152} y={67} />
      <Label x={162} y={71} size={10.5} weight={700}>
        {p.tokens}
      </Label>
      <Card x={14} y={106} w={292} h={60} />
      <Label x={28} y={130} size={11} weight={700}>
        {p.wish}
      </Label>
      <rect x={28} y={138} width={70} height={20} rx={7} fill={GREEN} />
      <Label x={63} y={152} size={10} weight={700} color="#ffffff" anchor="middle">
        {p.approve}
      </Label>
      <rect x={106} y={138} width={70} height={20} rx={7} fill="#ffffff" stroke="#c62828" />
      <Label x={141} y={152} size={10} weight={700} color="#c62828" anchor="middle">
        {p.decline}
      </Label>
    </Picture>
  );
}

/** The sponsor's impact figures and a pledge. */
export function SponsorScreenPicture() {
  const p = pictures.sponsor;
  return (
    <Picture label={p.label} width={320} height={180} testId="picture-sponsor">
      <rect x={0} y={0} width={320} height={180} rx={14} fill="#fce4ec" />
      {[
        { x: 14, title: p.students, value: p.studentCount },
        { x: 164, title: p.hours, value: p.hourCount },
      ].map((tile) => (
        <g key={tile.title}>
          <Card x={tile.x} y={14} w={142} h={66} />
          <circle cx={tile.x + 26} cy={47} r={14} fill="#c2185b" opacity={0.14} />
          <circle cx={tile.x + 26} cy={47} r={5} fill="#c2185b" />
          <Label x={tile.x + 48} y={40} size={9.5} weight={700} color={MUTED}>
            {tile.title}
          </Label>
          <Label x={tile.x + 48} y={62} size={18} weight={800}>
            {tile.value}
          </Label>
        </g>
      ))}
      <Card x={14} y={92} w={292} h={74} />
      <Label x={28} y={118} size={11} weight={700}>
        {p.pledge}
      </Label>
      <rect x={28} y={128} width={264} height={8} rx={4} fill="#c8e6c9" />
      <rect x={28} y={128} width={110} height={8} rx={4} fill={GREEN} />
      <Label x={28} y={154} size={9.5} color={MUTED}>
        {p.left}
      </Label>
    </Picture>
  );
}
