// Draws the dashboard from GET /v1/account/metrics (read with the session cookie) with Chart.js.
const root = document.getElementById('dashboard');
const DAY_MS = 24 * 60 * 60 * 1000;
const SPANS = { day: 29, week: 7 * 26 - 1, month: 365 };
const KG = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function isoDay(date) {
  return date.toISOString().slice(0, 10);
}

async function metrics(params) {
  const response = await fetch(`/v1/account/metrics?${new URLSearchParams(params)}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The figures could not be loaded (${response.status}).`);
  return response.json();
}

/** Every period's first day from `from` to `to` (weeks start on Monday), as the API keys them. */
function periodKeys(from, to, groupBy) {
  const start = new Date(`${from}T00:00:00Z`);
  if (groupBy === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (groupBy === 'month') start.setUTCDate(1);
  const keys = [];
  for (const day = start; isoDay(day) <= to; ) {
    keys.push(isoDay(day));
    if (groupBy === 'day') day.setUTCDate(day.getUTCDate() + 1);
    else if (groupBy === 'week') day.setUTCDate(day.getUTCDate() + 7);
    else day.setUTCMonth(day.getUTCMonth() + 1);
  }
  return keys;
}

/** The API's groups with empty periods filled in, so the time axis has no gaps. */
function withEmptyPeriods(result) {
  const byKey = new Map(result.data.map((group) => [group.key, group]));
  return periodKeys(result.from, result.to, result.groupBy).map(
    (key) => byKey.get(key) ?? { key, items: 0, carbonFootprint: 0 },
  );
}

function fillTable(id, rows) {
  const body = document.querySelector(`#${id} tbody`);
  body.replaceChildren(
    ...rows.map((cells) => {
      const tr = document.createElement('tr');
      cells.forEach((value, index) => {
        const td = document.createElement('td');
        td.textContent = value;
        if (index > 0) td.className = 'num';
        tr.append(td);
      });
      return tr;
    }),
  );
}

function barChart(canvasId, labels, values, horizontal) {
  // Chart.js sizes the canvas through the CSSOM, which a style-src 'self' policy allows.
  return new window.Chart(document.getElementById(canvasId), {
    type: 'bar',
    data: {
      labels,
      datasets: [{ label: 'kg CO2e', data: values, backgroundColor: '#0b5d3b' }],
    },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: false } },
      scales: {
        [horizontal ? 'x' : 'y']: { beginAtZero: true, title: { display: true, text: 'kg CO2e' } },
      },
    },
  });
}

async function draw() {
  const env = root.dataset.env;
  const groupBy = root.dataset.groupBy;
  const to = new Date();
  const from = new Date(to.getTime() - SPANS[groupBy] * DAY_MS);
  const range = { env, from: isoDay(from), to: isoDay(to) };
  const [overTime, byCategory] = await Promise.all([
    metrics({ ...range, groupBy }),
    metrics({ ...range, groupBy: 'category' }),
  ]);
  const totals = overTime.totals;
  document.getElementById('total-kg').textContent = KG.format(totals.carbonFootprint);
  document.getElementById('total-items').textContent = String(totals.items);
  document.getElementById('total-savings').textContent = KG.format(totals.savings);
  document.getElementById('fallback-share').textContent =
    `${Math.round(totals.fallbackShare * 100)} %`;

  const periods = withEmptyPeriods(overTime);
  barChart(
    'time-chart',
    periods.map((g) => g.key),
    periods.map((g) => g.carbonFootprint),
    false,
  );
  fillTable(
    'time-table',
    overTime.data.map((g) => [g.key, String(g.items), g.carbonFootprint.toFixed(3)]),
  );
  const label = (g) => `${g.key} ${g.title ?? ''}`.trim();
  barChart(
    'category-chart',
    byCategory.data.map(label),
    byCategory.data.map((g) => g.carbonFootprint),
    true,
  );
  fillTable(
    'category-table',
    byCategory.data.map((g) => [label(g), String(g.items), g.carbonFootprint.toFixed(3)]),
  );
  root.dataset.ready = 'true';
}

draw().catch((error) => {
  const message = document.getElementById('dashboard-error');
  message.textContent = error.message;
  message.hidden = false;
});
