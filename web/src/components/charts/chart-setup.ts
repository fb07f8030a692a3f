// The parts of chart.js the app's charts use, registered once. Only ever loaded through a dynamic
// import from chart-canvas.tsx, so chart.js is a chunk of its own that only pages with a chart
// download (and only these parts of it are bundled).
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
