"""A stdlib-only Python client of `protest-rules serve --stdio`, shaped like PettingZoo's AEC API.

    from protest_rules_env import Bridge, ProtestRulesEnv

    with Bridge() as bridge:
        env = ProtestRulesEnv(bridge, "chicago-68")
        env.reset(seed=1)
        for agent in env.agent_iter():
            obs = env.observe(agent)              # a list of env.observation_size numbers
            mask = env.action_mask()              # 0/1 over the fixed space of env.action_size actions
            env.step(mask.index(1))               # an integer action of that space
        print(env.rewards)

The protocol is documented in docs/protocol.md. Actions are integers of the game's fixed action
space (the same numbering for every state of a game with one config); `view(agent)` gives the seat's
view as JSON and `legal_actions()` the legal actions as JSON, for debugging and display.
"""

import json
import os
import shlex
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))


def default_command():
    """The built CLI of this checkout when there is one, else the installed `protest-rules`."""
    built = os.path.join(REPO, "dist", "cli", "main.js")
    if os.path.exists(built):
        return ["node", built, "serve", "--stdio"]
    return ["npx", "--no-install", "protest-rules", "serve", "--stdio"]


class BridgeError(Exception):
    """A request the bridge refused; `kind` is one of the protocol's stable error kinds."""

    def __init__(self, kind, message):
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.message = message


class Bridge:
    """One `serve --stdio` process; many games can be open on it at once."""

    def __init__(self, command=None):
        if isinstance(command, str):
            command = shlex.split(command)
        self.process = subprocess.Popen(
            command or default_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.requests = 0

    def request(self, op, **fields):
        """Sends one request and returns its answer, or raises BridgeError."""
        self.requests += 1
        self.process.stdin.write(json.dumps({"id": self.requests, "op": op, **fields}) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise BridgeError("closed", "the bridge process exited")
        answer = json.loads(line)
        if not answer["ok"]:
            raise BridgeError(answer["error"]["kind"], answer["error"]["message"])
        return answer

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=10)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class ProtestRulesEnv:
    """One game as a PettingZoo-style AEC environment.

    Agents are the game's seats. Chance is resolved by the engine (`chance: 'auto'`, the default).
    At the end every agent is terminated; `rewards` gives +1 to each winner and -1 to every other
    seat (a game nobody wins is a loss for all), and `infos[agent]["score"]` the final score.
    """

    def __init__(self, bridge, game, config=None):
        self.bridge = bridge
        self.game = game
        self.config = config or {}
        self.handle = None
        self.possible_agents = []
        self.agents = []

    def reset(self, seed=None, options=None):
        self.close()
        answer = self.bridge.request("new", game=self.game, config=self.config, seed=seed or 0)
        self.handle = answer["handle"]
        # None for a game without integer actions: then actions are indices into the legal list
        self.action_size = answer.get("actionSize")
        self.observation_size = answer.get("observationSize")
        self.possible_agents = list(answer["players"])
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = dict(self.rewards)
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._status(answer)

    def _status(self, answer):
        self.agent_selection = answer["toMove"]
        self._legal_count = answer["legalCount"]
        if answer["terminal"]:
            result = self.bridge.request("result", handle=self.handle)["result"]
            for agent in self.agents:
                self.rewards[agent] = 1 if agent in result["winners"] else -1
                self._cumulative_rewards[agent] = self.rewards[agent]
                self.terminations[agent] = True
                self.infos[agent] = {"score": result["scores"].get(agent), "reason": result["reason"], "code": result.get("code")}

    @property
    def done(self):
        return self.agent_selection is None

    def observe(self, agent):
        """What the agent may see, as a list of `observation_size` numbers (layout: `spaces()`)."""
        if self.observation_size is None:
            return self.view(agent)
        return self.bridge.request("observe", handle=self.handle, player=agent)["observation"]

    def view(self, agent):
        """What the agent may see, as the game's JSON view."""
        return self.bridge.request("view", handle=self.handle, player=agent)["view"]

    def legal_codes(self):
        """The integer actions legal now, ascending (a sparse mask)."""
        return self.bridge.request("mask", handle=self.handle)["legal"]

    def action_mask(self, agent=None):
        """A 0/1 list of `action_size` entries: 1 at every integer action legal now."""
        if self.action_size is None:
            return [1] * self._legal_count
        mask = [0] * self.action_size
        for code in self.legal_codes():
            mask[code] = 1
        return mask

    def legal_actions(self):
        """The current legal actions as JSON."""
        return self.bridge.request("legal", handle=self.handle)["actions"]

    def decode(self, action):
        """The JSON action of an integer action."""
        return self.bridge.request("decode", handle=self.handle, code=action)["action"]

    def spaces(self):
        """The layouts of the action space and of the observation vector (docs/research.md)."""
        return self.bridge.request("spaces", handle=self.handle)

    def step(self, action):
        """Plays the integer action `action` (legal now) for `agent_selection`."""
        if self.action_size is None:
            self._status(self.bridge.request("apply", handle=self.handle, index=action))
        else:
            self._status(self.bridge.request("apply", handle=self.handle, code=action))

    def last(self):
        agent = self.agent_selection
        return (self.observe(agent), self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter=2**63):
        """The deciding agent, until the game is over."""
        for _ in range(max_iter):
            if self.done:
                return
            yield self.agent_selection

    def close(self):
        if self.handle is not None:
            self.bridge.request("close", handle=self.handle)
            self.handle = None
