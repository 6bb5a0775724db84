// Drives the real `sente` the way Sabaki does: through @sabaki/gtp (Sabaki's
// own GTP controller and state tracker) and @sabaki/sgf (its SGF parser).
// The analysis lines are checked against the rules Sabaki reads them by
// (src/modules/enginesyncer.js): segments split on "info", the principal
// variation must end a segment, a win rate with a '.' is a 0..1 float and
// one without is an integer 0..10000.
// Run: SENTE=/path/to/sente node --test tests/sabaki/
'use strict'

const {test} = require('node:test')
const assert = require('node:assert/strict')
const {spawn, spawnSync} = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const {Controller, ControllerStateTracker} = require('@sabaki/gtp')
const sgf = require('@sabaki/sgf')

const SENTE = process.env.SENTE
if (!SENTE) throw new Error('set SENTE to the sente executable')
const ARGS = ['--seed', '7', '--playouts', '400', '--resign-threshold', '0']

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))
const VERTEX = /^[A-HJ-Z](?:[1-9]|1[0-9]|2[0-5])$/

function start(args = ARGS) {
  const controller = new Controller(SENTE, args)
  controller.start()
  return {controller, tracker: new ControllerStateTracker(controller)}
}

// The analysis line as Sabaki sees it: segments of key/value pairs ending
// with "pv <moves>", then optionally "ownership <values>" (KataGo).
function parseInfoLine(line, {width, height}) {
  assert.ok(line.startsWith('info '), `not an info line: ${line.slice(0, 40)}`)
  let ownership = null
  const own = line.match(/ ownership\s+(.+)$/)
  if (own) {
    ownership = own[1].trim().split(/\s+/).map(Number)
    line = line.slice(0, own.index)
  }
  const segments = line.split(/\s*info\s+/).slice(1)
  return {
    ownership,
    candidates: segments.map(segment => {
      const tokens = segment.trim().split(/\s+/)
      const pvAt = tokens.indexOf('pv')
      assert.ok(pvAt > 0, `no pv in segment: ${segment}`)
      const pv = tokens.slice(pvAt + 1)
      assert.ok(pv.length > 0, 'empty pv')
      for (const m of pv)
        assert.ok(VERTEX.test(m) || m === 'pass', `pv holds "${m}": pv must end the segment`)
      const fields = {}
      const pairs = tokens.slice(0, pvAt)
      assert.equal(pairs.length % 2, 0, `odd key/value list: ${segment}`)
      for (let i = 0; i < pairs.length; i += 2) fields[pairs[i]] = pairs[i + 1]
      assert.ok(VERTEX.test(fields.move) || fields.move === 'pass', `move ${fields.move}`)
      if (fields.move !== 'pass') {
        const col = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'.indexOf(fields.move[0])
        const row = +fields.move.slice(1)
        assert.ok(col < width && row <= height, `${fields.move} is off the board`)
      }
      assert.equal(pv[0], fields.move, 'the pv starts with the move')
      assert.match(fields.visits, /^\d+$/)
      return {...fields, pv}
    })
  }
}

// Sabaki's win rate in percent: a '.' means a 0..1 float, else 0..10000.
const sabakiPercent = w => (w.includes('.') ? +w * 100 : +w / 100)

// Runs an analysis command, stops it after `ms` with protocol_version as
// Sabaki's sendAbort does, and returns the info lines and both responses.
async function analyzeFor(controller, command, ms) {
  const lines = []
  const analysis = controller.sendCommand(command, ({line}) => {
    if (line.startsWith('info ')) lines.push(line)
  })
  await sleep(ms)
  const abort = controller.sendCommand({name: 'protocol_version'})
  const [response, version] = await Promise.all([analysis, abort])
  return {lines, response, version}
}

// A game of `n` moves without captures: Black on the left, White on the right.
function quietGame(n, size = 19) {
  const history = []
  for (let i = 0; i < n; ++i) {
    const black = i % 2 === 0
    const k = Math.floor(i / 2)
    const col = 'ABCDEFGHJKLMNOPQRST'[black ? k % 5 : size - 1 - (k % 5)]
    const row = 3 + Math.floor(k / 5)
    history.push({name: 'play', args: [black ? 'B' : 'W', `${col}${row}`]})
  }
  return history
}

async function stones(controller, color) {
  const r = await controller.sendCommand({name: 'list_stones', args: [color]})
  assert.equal(r.error, false)
  return r.content.split(/\s+/).filter(x => x !== '').sort()
}

test('startup as Sabaki: name, version, protocol_version, list_commands', async () => {
  const {controller} = start()
  try {
    const [name, , protocol, list] = await Promise.all(
      ['name', 'version', 'protocol_version', 'list_commands'].map(name =>
        controller.sendCommand({name})
      )
    )
    assert.equal(name.content, 'Sente')
    assert.equal(protocol.content, '2')
    const commands = list.content.split('\n')
    for (const c of commands) assert.equal(c, c.trim(), `"${c}" has spaces around it`)
    for (const c of [
      'analyze',
      'lz-analyze',
      'kata-analyze',
      'genmove_analyze',
      'lz-genmove_analyze',
      'kata-genmove_analyze'
    ])
      assert.ok(commands.includes(c), `${c} is not listed`)
  } finally {
    await controller.stop()
  }
})

test('pipelined sync: clear_board and many plays at once, then undo and replay', async () => {
  const {controller, tracker} = start()
  try {
    const history = quietGame(60)
    await tracker.sync({komi: 6.5, boardsize: [19, 19], history})
    const expected = color =>
      history.filter(c => c.args[0] === color).map(c => c.args[1]).sort()
    assert.deepEqual(await stones(controller, 'B'), expected('B'))
    assert.deepEqual(await stones(controller, 'W'), expected('W'))
    // A shorter line: the tracker undoes; another line: it replays from clear_board.
    await tracker.sync({komi: 6.5, boardsize: [19, 19], history: history.slice(0, 41)})
    assert.equal((await stones(controller, 'B')).length, 21)
    assert.equal((await stones(controller, 'W')).length, 20)
    const other = quietGame(10).map(c => ({...c, args: [c.args[0], c.args[1].replace('3', '9')]}))
    await tracker.sync({komi: 7.5, boardsize: [19, 19], history: other})
    assert.deepEqual(await stones(controller, 'B'), ['A9', 'B9', 'C9', 'D9', 'E9'])
    const komi = await controller.sendCommand({name: 'showboard'})
    assert.match(komi.content, /komi 7\.5/)
  } finally {
    await controller.stop()
  }
})

test('lz-analyze streams one line per interval until protocol_version', async () => {
  const {controller, tracker} = start()
  try {
    await tracker.sync({komi: 6.5, boardsize: [9, 9], history: quietGame(6, 9)})
    const {lines, response, version} = await analyzeFor(
      controller,
      {name: 'lz-analyze', args: ['B', '20']},
      1500
    )
    assert.equal(response.error, false)
    assert.equal(version.content, '2', 'protocol_version got its own answer')
    // 1.5 s at 0.2 s: about 7 lines; fewer than 3 or many more is wrong.
    assert.ok(lines.length >= 3 && lines.length <= 12, `${lines.length} lines`)
    let previous = 0
    for (const line of lines) {
      const {candidates, ownership} = parseInfoLine(line, {width: 9, height: 9})
      assert.equal(ownership, null)
      assert.ok(candidates.length > 0)
      candidates.forEach((c, i) => {
        assert.match(c.winrate, /^\d+$/, 'lz-analyze win rates are integers')
        assert.ok(+c.winrate >= 0 && +c.winrate <= 10000)
        assert.ok(sabakiPercent(c.winrate) <= 100)
        assert.match(c.prior, /^\d+$/)
        assert.equal(+c.order, i)
        if (i > 0) assert.ok(+c.visits <= +candidates[i - 1].visits, 'best first')
      })
      const total = candidates.reduce((s, c) => s + +c.visits, 0)
      assert.ok(total >= previous, 'visits only grow')
      previous = total
    }
    // The stream never ran into the next responses.
    const name = await controller.sendCommand({name: 'name'})
    assert.equal(name.content, 'Sente')
    assert.ok(!response.content.split('\n').some(l => l !== '' && !l.startsWith('info ')))
  } finally {
    await controller.stop()
  }
})

test('analyze with White to move: win rates are White\'s', async () => {
  const {controller, tracker} = start()
  try {
    // Black has a 3x3 block and White nothing on a 5x5 board: White is lost.
    const history = ['B2', 'C2', 'D2', 'B3', 'C3', 'D3', 'B4', 'C4', 'D4'].flatMap(v => [
      {name: 'play', args: ['B', v]},
      {name: 'play', args: ['W', 'pass']}
    ])
    history.pop()
    await tracker.sync({komi: 0.5, boardsize: [5, 5], history})
    const {lines} = await analyzeFor(controller, {name: 'analyze', args: ['W', '10']}, 800)
    assert.ok(lines.length > 0)
    const {candidates} = parseInfoLine(lines[lines.length - 1], {width: 5, height: 5})
    assert.ok(sabakiPercent(candidates[0].winrate) < 20, `White wins ${candidates[0].winrate}`)
  } finally {
    await controller.stop()
  }
})

test('kata-analyze: float win rates with a point, scoreLead, ownership last', async () => {
  const {controller, tracker} = start()
  try {
    await tracker.sync({komi: 6.5, boardsize: [9, 9], history: quietGame(5, 9)})
    const {lines, version} = await analyzeFor(
      controller,
      {name: 'kata-analyze', args: ['W', 'interval', '25', 'ownership', 'true']},
      1000
    )
    assert.equal(version.content, '2')
    assert.ok(lines.length >= 2, `${lines.length} lines`)
    for (const line of lines) {
      const {candidates, ownership} = parseInfoLine(line, {width: 9, height: 9})
      assert.equal(ownership.length, 81)
      for (const o of ownership) assert.ok(o >= -1 && o <= 1)
      for (const c of candidates) {
        assert.match(c.winrate, /^[01]\.\d+$/, 'a float with a decimal point')
        assert.ok(+c.winrate >= 0 && +c.winrate <= 1)
        assert.match(c.scoreLead, /^-?\d+\.\d+$/)
        assert.match(c.prior, /\./)
      }
    }
  } finally {
    await controller.stop()
  }
})

test('genmove_analyze: info lines, then "play <vertex>", and the move is played', async () => {
  const {controller, tracker} = start()
  try {
    const history = quietGame(8, 9)
    await tracker.sync({komi: 6.5, boardsize: [9, 9], history})
    for (const [name, color, style] of [
      ['genmove_analyze', 'B', 'int'],
      ['lz-genmove_analyze', 'W', 'int'],
      ['kata-genmove_analyze', 'B', 'float']
    ]) {
      const info = []
      let played = null
      const response = await controller.sendCommand(
        {name, args: [color, '5']},
        ({line}) => {
          if (line.startsWith('info ')) {
            assert.equal(played, null, 'info after play')
            info.push(line)
          }
          const m = line.match(/^play (.+)$/)
          if (m) played = m[1]
        }
      )
      assert.equal(response.error, false)
      assert.ok(info.length >= 1, `${name}: no info line`)
      for (const line of info)
        for (const c of parseInfoLine(line, {width: 9, height: 9}).candidates)
          assert.match(c.winrate, style === 'int' ? /^\d+$/ : /^[01]\.\d+$/)
      assert.ok(played && VERTEX.test(played), `${name} played ${played}`)
      assert.ok((await stones(controller, color)).includes(played), `${played} is on the board`)
      // Sabaki's state tracker took the move from the play line.
      const last = tracker.state.history[tracker.state.history.length - 1]
      assert.deepEqual(last, {name: 'play', args: [color, played]})
    }
  } finally {
    await controller.stop()
  }
})

test('exactly one response per command, analysis included (raw stdout)', async () => {
  const child = spawn(SENTE, ARGS, {stdio: ['pipe', 'pipe', 'ignore']})
  let out = ''
  child.stdout.on('data', d => (out += d))
  // Wait for output, not for a fixed time: a loaded CI machine may be slow.
  const until = async (pred, ms = 20000) => {
    for (const end = Date.now() + ms; !pred() && Date.now() < end; ) await sleep(20)
  }
  const count = re => (out.match(re) || []).length
  child.stdin.write('boardsize 9\n1 lz-analyze b 10\n')
  await until(() => count(/^info move /gm) >= 3)
  child.stdin.write('2 protocol_version\n3 kata-analyze 10\n')
  await until(() => /=3 \ninfo move /.test(out))
  child.stdin.write('4 name\n5 genmove_analyze w 10\n')
  await until(() => /\nplay \S+\n\n$/.test(out)) // a queued quit would stop the search at once
  child.stdin.write('6 quit\n')
  const code = await new Promise(resolve => child.on('exit', resolve))
  assert.equal(code, 0)
  assert.ok(out.endsWith('\n\n'))
  const responses = out.slice(0, -2).split('\n\n')
  assert.equal(responses.length, 7, responses.map(r => r.slice(0, 30)).join(' | '))
  assert.equal(responses[0], '= ')
  const [head, ...info] = responses[1].split('\n')
  assert.equal(head, '=1 ')
  assert.ok(info.length >= 3 && info.every(l => l.startsWith('info move ')), 'analysis lines')
  assert.equal(responses[2], '=2 2')
  assert.ok(responses[3].startsWith('=3 \ninfo move '))
  assert.equal(responses[4], '=4 Sente')
  assert.match(responses[5], /^=5 \n(info move .*\n)+play ([A-HJ][1-9]|pass|resign)$/)
  assert.equal(responses[6], '=6 ')
})

// GoGui, not Sabaki, but the same harness serves: live graphics on stderr.
test('live graphics: gogui-gfx blocks while thinking, CLEAR before the answer', async () => {
  const child = spawn(SENTE, [...ARGS, '--boardsize', '9'], {stdio: ['pipe', 'pipe', 'pipe']})
  let out = ''
  let err = ''
  child.stdout.on('data', d => (out += d))
  child.stderr.on('data', d => (err += d))
  const answered = async n => {
    while ((out.match(/\n\n/g) || []).length < n) await sleep(20)
  }
  // Sabaki never asks for GoGui's analyze commands: no graphics for it.
  child.stdin.write('sente-param playouts 0\nsente-param max_seconds 0.6\ngenmove b\n')
  await answered(3)
  assert.doesNotMatch(err, /gogui-gfx/)
  // 3 s: a loaded machine's search may stop early, but not before the first picture.
  child.stdin.write('gogui-analyze_commands\nsente-param max_seconds 3\ngenmove w\n')
  await answered(6)
  await sleep(100)
  child.stdin.end()
  await new Promise(resolve => child.on('exit', resolve))
  const gfx = err.split('\n').filter(l => l.startsWith('gogui-gfx:') || /^[A-Z]+ /.test(l))
  // At most 3 s at one picture each half second, then CLEAR.
  const blocks = err.split('gogui-gfx:\n').slice(1)
  assert.ok(blocks.length >= 1 && blocks.length <= 7, `${blocks.length} blocks`)
  for (const block of blocks) {
    const lines = block.split('\n\n')[0].split('\n')
    assert.ok(lines.every(l => /^(INFLUENCE|LABEL|VAR|TEXT) /.test(l)), block.slice(0, 80))
    assert.ok(lines.some(l => l.startsWith('TEXT White to move')))
  }
  assert.equal(gfx[gfx.length - 1], 'gogui-gfx: CLEAR')
})

test('review: the output SGF reads back with one SBKV per move', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sente-review-'))
  try {
    const input = path.join(dir, 'game.sgf')
    const output = path.join(dir, 'reviewed.sgf')
    fs.writeFileSync(
      input,
      '(;GM[1]FF[4]SZ[9]KM[6.5]PB[Ann]PW[Bo]C[before]' +
        ';B[ee];W[gc]C[a comment];B[cg];W[cc];B[gg];W[dc];B[ec];W[];B[ed])'
    )
    const r = spawnSync(SENTE, ['review', input, '-o', output, '--playouts', '300'], {
      encoding: 'utf8'
    })
    assert.equal(r.status, 0, r.stderr)
    assert.match(r.stderr, /\] 10\/10 positions/, 'progress bar')
    const [root] = sgf.parse(fs.readFileSync(output, 'utf8'))
    assert.deepEqual(root.data.PB, ['Ann'])
    assert.match(root.data.C[0], /^before/)
    const moves = ['B ee', 'W gc', 'B cg', 'W cc', 'B gg', 'W dc', 'B ec', 'W ', 'B ed']
    let node = root
    for (const move of moves) {
      const [main, ...variations] = node.children
      const color = main.data.B ? 'B' : 'W'
      assert.equal(`${color} ${main.data[color][0]}`, move, 'the main line is the game')
      assert.equal(main.data.SBKV.length, 1, 'one SBKV')
      const sbkv = +main.data.SBKV[0]
      assert.ok(sbkv >= 0 && sbkv <= 100, `SBKV ${main.data.SBKV[0]}`)
      // The comment rounds the same win rate to one decimal (SBKV keeps two).
      const said = main.data.C[0].match(/Black win rate ([0-9.]+)%/)
      assert.ok(said, main.data.C[0])
      assert.ok(Math.abs(+said[1] - sbkv) <= 0.05 + 1e-9, `${said[1]} beside SBKV ${sbkv}`)
      for (const v of variations) {
        // The engine's line starts with another move of the same player.
        assert.ok(v.data[color], 'same player')
        assert.notEqual(v.data[color][0], main.data[color][0])
        assert.match(v.data.C[0], /^Sente's line/)
      }
      assert.ok(variations.length <= 1)
      if (variations.length === 0) assert.doesNotMatch(main.data.C.join(''), /preferred/)
      node = main
    }
    assert.equal(node.children.length, 0)
  } finally {
    fs.rmSync(dir, {recursive: true, force: true})
  }
})

test('review: bad arguments and unreadable input fail clearly', () => {
  const usage = spawnSync(SENTE, ['review', 'x.sgf'], {encoding: 'utf8'})
  assert.equal(usage.status, 2)
  assert.match(usage.stderr, /no output file/)
  const missing = spawnSync(SENTE, ['review', '/nonexistent/x.sgf', '-o', '/tmp/y.sgf'], {
    encoding: 'utf8'
  })
  assert.equal(missing.status, 1)
  assert.match(missing.stderr, /cannot load/)
})
