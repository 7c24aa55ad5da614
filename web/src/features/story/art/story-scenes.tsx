import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';

// The story's backgrounds, drawn in a 400 × 220 box. Each has a short description for the
// picture's accessible name. New art ids fall back to the chessboard field.

function Sky({ night = false }: { night?: boolean }) {
  return <rect width="400" height="220" fill={night ? '#1e1b4b' : '#bae6fd'} />;
}

function Sun({ x = 340, y = 40 }: { x?: number; y?: number }) {
  return <circle cx={x} cy={y} r="22" fill="#fcd34d" stroke="#f59e0b" strokeWidth="3" />;
}

function Cloud({ x, y }: { x: number; y: number }) {
  return (
    <g fill="#ffffff" opacity="0.9">
      <ellipse cx={x} cy={y} rx="26" ry="12" />
      <ellipse cx={x + 18} cy={y - 8} rx="18" ry="12" />
      <ellipse cx={x - 16} cy={y - 4} rx="14" ry="10" />
    </g>
  );
}

function Tree({ x, y, size = 1 }: { x: number; y: number; size?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size})`}>
      <rect x="-5" y="-20" width="10" height="22" fill="#92400e" />
      <path d="M0 -80 L-26 -34 H26 Z M0 -62 L-30 -16 H30 Z" fill="#15803d" />
    </g>
  );
}

function Castle() {
  return (
    <g>
      <Sky />
      <Sun />
      <Cloud x={80} y={45} />
      <ellipse cx="200" cy="240" rx="260" ry="80" fill="#86efac" />
      <g fill="#d6d3d1" stroke="#78716c" strokeWidth="3">
        <rect x="140" y="90" width="120" height="80" />
        <path d="M120 70 h30 v100 h-30 z M250 70 h30 v100 h-30 z" />
        <path d="M120 70 v-10 h8 v6 h7 v-6 h8 v6 h7 v-6 V70 M250 70 v-10 h8 v6 h7 v-6 h8 v6 h7 v-6 V70" />
      </g>
      <path d="M185 170 v-36 a15 15 0 0 1 30 0 v36 z" fill="#92400e" />
      <line x1="265" y1="60" x2="265" y2="30" stroke="#57534e" strokeWidth="3" />
      <path d="M265 30 L290 37 L265 44 Z" fill="#c2410c" />
    </g>
  );
}

function Forest() {
  return (
    <g>
      <Sky />
      <Sun x={60} y={40} />
      <rect y="160" width="400" height="60" fill="#4ade80" />
      {[40, 110, 290, 360].map((x) => (
        <Tree key={x} x={x} y={170} size={1.1} />
      ))}
      {[160, 230].map((x) => (
        <Tree key={x} x={x} y={150} size={0.8} />
      ))}
      <g>
        <rect x="196" y="186" width="8" height="12" fill="#fef3c7" />
        <ellipse cx="200" cy="186" rx="14" ry="8" fill="#dc2626" />
        <circle cx="195" cy="184" r="2" fill="#fff" />
        <circle cx="205" cy="183" r="2" fill="#fff" />
      </g>
    </g>
  );
}

function River() {
  return (
    <g>
      <Sky />
      <Cloud x={300} y={40} />
      <rect y="110" width="400" height="110" fill="#86efac" />
      <path d="M0 150 C100 120 150 200 250 160 S350 130 400 150 V190 C330 175 300 220 220 200 S80 170 0 190 Z" fill="#38bdf8" />
      <path d="M60 165 q10 -6 20 0 M250 180 q10 -6 20 0" stroke="#e0f2fe" strokeWidth="3" fill="none" strokeLinecap="round" />
      <g fill="#fb923c">
        <ellipse cx="160" cy="178" rx="10" ry="5" />
        <path d="M150 178 l-8 -5 v10 z" />
      </g>
    </g>
  );
}

function Mountain() {
  return (
    <g>
      <Sky />
      <Sun x={70} y={45} />
      <Cloud x={200} y={50} />
      <path d="M-20 200 L110 60 L240 200 Z" fill="#a8a29e" />
      <path d="M150 200 L290 40 L430 200 Z" fill="#78716c" />
      <path d="M110 60 L88 84 L100 80 L112 90 L124 80 L132 84 Z" fill="#fff" />
      <path d="M290 40 L262 72 L278 66 L292 78 L306 66 L318 72 Z" fill="#fff" />
      <rect y="190" width="400" height="30" fill="#4ade80" />
    </g>
  );
}

function ThroneRoom() {
  return (
    <g>
      <rect width="400" height="220" fill="#ede9fe" />
      <rect y="170" width="400" height="50" fill="#d6d3d1" />
      <path d="M170 220 L185 150 H215 L230 220 Z" fill="#b91c1c" />
      <g fill="#6d28d9">
        <path d="M50 20 h40 v80 l-20 -14 l-20 14 z" />
        <path d="M310 20 h40 v80 l-20 -14 l-20 14 z" />
      </g>
      <g fill="#fcd34d" stroke="#b45309" strokeWidth="3">
        <path d="M170 150 V70 Q200 40 230 70 V150 Z" />
        <rect x="160" y="130" width="80" height="22" rx="4" />
      </g>
      <circle cx="200" cy="80" r="8" fill="#b91c1c" />
    </g>
  );
}

function House({ x, roof }: { x: number; roof: string }) {
  return (
    <g transform={`translate(${x} 110)`}>
      <rect x="0" y="30" width="70" height="55" fill="#fef3c7" stroke="#92400e" strokeWidth="3" />
      <path d="M-8 32 L35 0 L78 32 Z" fill={roof} stroke="#7c2d12" strokeWidth="3" />
      <rect x="27" y="55" width="16" height="30" fill="#92400e" />
      <rect x="8" y="42" width="12" height="12" fill="#bae6fd" stroke="#92400e" strokeWidth="2" />
    </g>
  );
}

function Village() {
  return (
    <g>
      <Sky />
      <Sun />
      <rect y="180" width="400" height="40" fill="#86efac" />
      <House x={30} roof="#c2410c" />
      <House x={165} roof="#0f766e" />
      <House x={300} roof="#6d28d9" />
      <path d="M180 220 Q200 200 230 195 H250 Q220 205 215 220 Z" fill="#d6d3d1" />
    </g>
  );
}

function NightSky() {
  const stars = [
    [40, 30],
    [90, 70],
    [150, 25],
    [210, 60],
    [260, 20],
    [120, 110],
    [360, 90],
    [30, 120],
  ];
  return (
    <g>
      <Sky night />
      <circle cx="320" cy="50" r="26" fill="#fef3c7" />
      <circle cx="332" cy="42" r="24" fill="#1e1b4b" />
      {stars.map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          transform={`translate(${x} ${y})`}
          d="M0 -6 L1.8 -1.8 L6 0 L1.8 1.8 L0 6 L-1.8 1.8 L-6 0 L-1.8 -1.8 Z"
          fill="#fde68a"
        />
      ))}
      <path d="M0 190 Q100 150 200 185 T400 175 V220 H0 Z" fill="#312e81" />
    </g>
  );
}

function Library() {
  const books = ['#c2410c', '#0f766e', '#6d28d9', '#b45309', '#1d4ed8', '#15803d'];
  return (
    <g>
      <rect width="400" height="220" fill="#fef3c7" />
      <rect y="190" width="400" height="30" fill="#a16207" />
      {[20, 250].map((x) => (
        <g key={x}>
          <rect x={x} y="20" width="130" height="170" fill="#92400e" />
          {[40, 95, 150].map((y) => (
            <g key={y}>
              {books.map((color, i) => (
                <rect key={color} x={x + 10 + i * 19} y={y} width="15" height="40" fill={color} />
              ))}
            </g>
          ))}
        </g>
      ))}
      <rect x="170" y="40" width="60" height="70" rx="30" fill="#bae6fd" stroke="#92400e" strokeWidth="4" />
    </g>
  );
}

function Bridge() {
  return (
    <g>
      <Sky />
      <Cloud x={90} y={40} />
      <rect y="130" width="400" height="90" fill="#86efac" />
      <rect y="160" width="400" height="60" fill="#38bdf8" />
      <path d="M40 150 Q200 60 360 150 V165 Q200 85 40 165 Z" fill="#a8a29e" stroke="#57534e" strokeWidth="3" />
      {[100, 150, 200, 250, 300].map((x) => (
        <line
          key={x}
          x1={x}
          y1={x === 200 ? 104 : x === 150 || x === 250 ? 110 : 125}
          x2={x}
          y2="95"
          stroke="#57534e"
          strokeWidth="3"
          opacity="0.6"
        />
      ))}
    </g>
  );
}

function Tower() {
  return (
    <g>
      <Sky />
      <Sun x={70} y={45} />
      <Cloud x={310} y={70} />
      <ellipse cx="200" cy="235" rx="230" ry="60" fill="#86efac" />
      <rect x="170" y="50" width="60" height="140" fill="#d6d3d1" stroke="#78716c" strokeWidth="3" />
      <path d="M160 52 L200 10 L240 52 Z" fill="#6d28d9" stroke="#4c1d95" strokeWidth="3" />
      <rect x="190" y="80" width="20" height="28" rx="10" fill="#fef3c7" stroke="#78716c" strokeWidth="2" />
      <path d="M188 190 v-26 a12 12 0 0 1 24 0 v26 z" fill="#92400e" />
    </g>
  );
}

function Hedge({ x, y, width }: { x: number; y: number; width: number }) {
  return <rect x={x} y={y} width={width} height="26" rx="13" fill="#15803d" stroke="#166534" strokeWidth="3" />;
}

function Meadow() {
  return (
    <g>
      <Sky />
      <Sun x={80} y={45} />
      <Cloud x={280} y={50} />
      <rect y="120" width="400" height="100" fill="#86efac" />
      <Hedge x={20} y={130} width={120} />
      <Hedge x={250} y={140} width={130} />
      <Hedge x={150} y={185} width={100} />
      {[60, 200, 330, 110, 300].map((x, i) => (
        <g key={x} transform={`translate(${x} ${175 + (i % 2) * 20})`}>
          <circle r="5" fill={i % 2 === 0 ? '#f9a8d4' : '#fde68a'} />
          <circle r="2" fill="#b45309" />
        </g>
      ))}
    </g>
  );
}

function Snowfield() {
  const flakes = [
    [40, 40],
    [120, 70],
    [200, 30],
    [260, 90],
    [330, 50],
    [90, 120],
    [370, 120],
  ];
  return (
    <g>
      <rect width="400" height="220" fill="#dbeafe" />
      <path d="M0 140 Q100 110 200 135 T400 125 V220 H0 Z" fill="#ffffff" />
      <path d="M0 170 Q120 150 240 172 T400 165 V220 H0 Z" fill="#f1f5f9" />
      {flakes.map(([x, y]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`} stroke="#93c5fd" strokeWidth="2" strokeLinecap="round">
          <line x1="-6" y1="0" x2="6" y2="0" />
          <line x1="-3" y1="-5" x2="3" y2="5" />
          <line x1="3" y1="-5" x2="-3" y2="5" />
        </g>
      ))}
    </g>
  );
}

function Cave() {
  return (
    <g>
      <rect width="400" height="220" fill="#44403c" />
      <path d="M0 0 H400 V60 Q360 90 330 50 Q300 100 260 40 Q220 90 180 45 Q140 95 100 50 Q60 90 0 60 Z" fill="#292524" />
      <rect y="180" width="400" height="40" fill="#57534e" />
      <g fill="#a78bfa" stroke="#6d28d9" strokeWidth="2">
        <path d="M60 180 L72 140 L84 180 Z" />
        <path d="M300 180 L315 130 L330 180 Z" />
        <path d="M330 180 L338 155 L346 180 Z" />
      </g>
      <g fill="#fcd34d" stroke="#b45309" strokeWidth="3">
        <line x1="200" y1="110" x2="200" y2="180" />
        <line x1="160" y1="110" x2="240" y2="110" />
        <path d="M160 110 L150 140 H170 Z M240 110 L230 140 H250 Z" />
      </g>
    </g>
  );
}

function ChessField() {
  const squares = Array.from({ length: 10 }, (_, i) => i);
  return (
    <g>
      <Sky />
      <Sun />
      <Cloud x={100} y={50} />
      {squares.map((i) => (
        <rect key={i} x={i * 40} y="170" width="40" height="50" fill={i % 2 === 0 ? '#fef3c7' : '#b45309'} />
      ))}
    </g>
  );
}

export const STORY_SCENES: Record<string, { label: MessageDescriptor; draw: () => ReactNode }> = {
  castle: { label: msg`A castle on a green hill`, draw: () => <Castle /> },
  forest: { label: msg`A sunny forest`, draw: () => <Forest /> },
  river: { label: msg`A river running through the grass`, draw: () => <River /> },
  mountain: { label: msg`Snowy mountains`, draw: () => <Mountain /> },
  'throne-room': { label: msg`A throne room with a golden throne`, draw: () => <ThroneRoom /> },
  village: { label: msg`A little village`, draw: () => <Village /> },
  'night-sky': { label: msg`A starry night sky with the moon`, draw: () => <NightSky /> },
  library: { label: msg`A library full of books`, draw: () => <Library /> },
  bridge: { label: msg`A stone bridge over a river`, draw: () => <Bridge /> },
  tower: { label: msg`A tall tower on a hill`, draw: () => <Tower /> },
  meadow: { label: msg`A grassy meadow with hedges and flowers`, draw: () => <Meadow /> },
  snowfield: { label: msg`A field covered in snow`, draw: () => <Snowfield /> },
  cave: { label: msg`A dark cave with shining crystals and golden scales`, draw: () => <Cave /> },
};

export const FALLBACK_SCENE = { label: msg`A chessboard field under the sun`, draw: () => <ChessField /> };
