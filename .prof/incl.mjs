import fs from 'node:fs';
const p = JSON.parse(fs.readFileSync(process.argv[2]));
const re = new RegExp(process.argv[3] ?? '.');
const byId = new Map(p.nodes.map(n=>[n.id,n]));
const dt = p.timeDeltas; const cnt = new Map(); p.samples.forEach((s,i)=>cnt.set(s,(cnt.get(s)||0)+dt[i]));
const key = n => `${n.callFrame.functionName||'(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
const parent = new Map(); for (const n of p.nodes) for (const c of n.children||[]) parent.set(c,n.id);
const incl = new Map(), self = new Map(); let play = 0;
for (const [id,t] of cnt) { const seen=new Set(); let x=id; self.set(key(byId.get(id)),(self.get(key(byId.get(id)))||0)+t); let inPlay=false; while (x!==undefined){ const k=key(byId.get(x)); if (k.startsWith('playout ')) inPlay=true; if(!seen.has(k)){seen.add(k); incl.set(k,(incl.get(k)||0)+t);} x=parent.get(x);} if (inPlay) play+=t; }
console.log('of playout time:');
for (const [k,t] of [...incl].filter(([k])=>re.test(k)).sort((a,b)=>b[1]-a[1]).slice(0,40)) console.log(`${(100*t/play).toFixed(1).padStart(5)}% incl ${(100*(self.get(k)||0)/play).toFixed(1).padStart(5)}% self ${k}`);
