// The parts of chart.js the analytics charts use, registered once. Only ever loaded through a
// dynamic import from stats-canvas.tsx, so chart.js is a chunk of its own that no other page
// downloads (and only these parts of it are bundled).
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export { Chart };
