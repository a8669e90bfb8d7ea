from conftest import MODES


def test_every_mode_opens(bridge):
    for game, config in MODES:
        g = bridge.new(game, config, 1)
        assert g.action_size and g.observation_size, (game, config)
        g.close()
