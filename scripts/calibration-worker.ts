/** A worker thread of the advisor's calibration: its range of positions, posted back in order. */
import { parentPort, workerData } from 'node:worker_threads';
import { calibrationRange } from './calibration-core';
import type { CalibrationSpec } from './calibration-core';

const { spec, from, to } = workerData as { spec: CalibrationSpec; from: number; to: number };
parentPort?.postMessage(calibrationRange(spec, from, to));
